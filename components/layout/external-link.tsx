import type { ComponentProps } from "react";
import { chromeContent } from "@/content/chrome";
import { ExternalAnchor } from "@/components/layout/external-anchor";

/** A link that opens in a new tab, saying so in the content's words (server components). */
export function ExternalLink(props: ComponentProps<"a"> & { href: string }) {
  return <ExternalAnchor newTab={chromeContent.newTab} {...props} />;
}
