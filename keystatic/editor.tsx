"use client";

import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { useMemo } from "react";
import { createConfig } from "@/keystatic/config";
import type { EditorData } from "@/keystatic/editor-data";

/**
 * Keystatic's admin UI (what @keystatic/next's makePage renders), configured in the browser from
 * the build's rules that the page sends.
 */
export function Editor({ data }: { data: EditorData }) {
  // Config<any, any>, as makePage takes it: Keystatic's own props type widens the entries' keys.
  const config: Config<any, any> = useMemo(() => createConfig(data), [data]); // eslint-disable-line @typescript-eslint/no-explicit-any
  return <Keystatic config={config} />;
}
