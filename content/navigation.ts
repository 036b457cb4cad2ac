import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import navigationFile from "@/content/navigation.yaml";
import { siteConfig, siteLinkName } from "@/content/site";

/** The landing-page sections that navigation can scroll to. */
export const sectionIds = ["features", "pricing", "integrations", "faq"] as const;
export type SectionId = (typeof sectionIds)[number];

const pageHref = z
  .string()
  .regex(/^\/[a-z0-9-]*$/, "write a page of this site, such as /pricing, or / for the home page");

const sectionItem = z.object({
  kind: z.literal("section"),
  label: z.string(),
  section: z.enum(sectionIds),
});

const navEntry = z.discriminatedUnion("kind", [
  sectionItem,
  z.object({ kind: z.literal("page"), label: z.string(), href: pageHref }),
  /**
   * A target from the site config's `links`. Without a URL there it links to `fallback`, a page
   * of the site, or renders as plain text.
   */
  z.object({
    kind: z.literal("external"),
    label: z.string(),
    link: siteLinkName,
    fallback: pageHref.optional(),
  }),
  z.object({ kind: z.literal("email"), label: z.string(), address: z.email() }),
  /** Reopens the cookie settings; wired by the consent banner. */
  z.object({ kind: z.literal("cookie-settings"), label: z.string() }),
]);

/** A navigation entry as the header and footer render it, with site-config links resolved. */
const navItem = navEntry.transform((entry) => {
  if (entry.kind !== "external") return entry;
  const href = siteConfig.links[entry.link];
  if (!href && entry.fallback) {
    return { kind: "page" as const, label: entry.label, href: entry.fallback };
  }
  return { kind: "external" as const, label: entry.label, href };
});
export type NavItem = z.output<typeof navItem>;

export const navigationSchema = z.object({
  header: z.array(sectionItem),
  footerColumns: z.array(z.object({ title: z.string(), items: z.array(navItem) })),
  legal: z.array(navItem),
});

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const navigationIn = defineLocalizedContent(
  "content/navigation.yaml",
  navigationSchema,
  navigationFile,
);

export const navigation = navigationIn("en");
