import type { ComponentProps } from "react";
import { interfaceLabels } from "@/content/interface-labels";
import { NewTabLink } from "@/components/layout/new-tab-link";

/**
 * `NewTabLink` with the content's words for "opens in a new tab", for server components (islands
 * take the words as a prop).
 */
export function ExternalLink(props: ComponentProps<"a"> & { href: string }) {
  return <NewTabLink newTab={interfaceLabels.newTab} {...props} />;
}
