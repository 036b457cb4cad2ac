"use client";

import { Keystatic } from "@keystatic/core/ui";
import { useMemo } from "react";
import { createConfig } from "@/keystatic/config";
import type { EditorData } from "@/keystatic/editor-data";

/**
 * Keystatic's admin UI (what @keystatic/next's makePage renders), configured in the browser from
 * the build's rules that the page sends.
 */
export function Editor({ data }: { data: EditorData }) {
  const config = useMemo(() => createConfig(data), [data]);
  return <Keystatic config={config} />;
}
