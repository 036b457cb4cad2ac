"use client";

import type { ComponentProps } from "react";
import type { MailFallback } from "@/components/forms/mail-fallback";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { loadable } from "@/components/ui/loadable";

const LoadableMailFallback = loadable(() =>
  import("@/components/forms/mail-fallback").then((module) => module.MailFallback),
);

/**
 * The "open the e-mail again" line a form shows after composing an e-mail. Its code waits until
 * then (it kept /contact-support inside the byte budget); if the download fails, only this line
 * is lost, logged by the boundary: the visitor's mail app has opened already.
 */
export function LazyMailFallback(props: ComponentProps<typeof MailFallback>) {
  return (
    <IslandBoundary name="mail-fallback">
      <LoadableMailFallback {...props} />
    </IslandBoundary>
  );
}
