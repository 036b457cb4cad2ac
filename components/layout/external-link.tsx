import type { ComponentProps } from "react";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { NewTabLink } from "@/components/layout/new-tab-link";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

/**
 * `NewTabLink` with the content's words for "opens in a new tab" in the page's language
 * (`locale`), for server components (islands take the words as a prop).
 */
export function ExternalLink({
  locale = defaultLocale,
  ...props
}: ComponentProps<"a"> & { href: string; locale?: Locale }) {
  return <NewTabLink newTab={interfaceLabelsIn(locale).newTab} {...props} />;
}
