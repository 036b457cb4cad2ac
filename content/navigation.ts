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

const pageItem = z.object({ kind: z.literal("page"), label: z.string(), href: pageHref });
/**
 * A target from the site config's `links`. Without a URL there it links to `fallback`, a page
 * of the site, or is left out.
 */
const externalItem = z.object({
  kind: z.literal("external"),
  label: z.string(),
  link: siteLinkName,
  fallback: pageHref.optional(),
});

const navEntry = z.discriminatedUnion("kind", [
  sectionItem,
  pageItem,
  externalItem,
  z.object({ kind: z.literal("email"), label: z.string(), address: z.email() }),
  /** Reopens the cookie settings; wired by the consent banner. */
  z.object({ kind: z.literal("cookie-settings"), label: z.string() }),
]);

/** An external entry with its site-config link resolved: a URL, its fallback page, or none. */
function resolveExternal<T extends z.infer<typeof externalItem>>(entry: T) {
  const { link, fallback, ...rest } = entry;
  const href = siteConfig.links[link];
  if (!href && fallback) return { ...rest, kind: "page" as const, href: fallback };
  return { ...rest, kind: "external" as const, href };
}

/** A navigation entry as the header and footer render it, with site-config links resolved. */
const navItem = navEntry.transform((entry) =>
  entry.kind === "external" ? resolveExternal(entry) : entry,
);
export type NavItem = z.output<typeof navItem>;

const description = z
  .string()
  .min(1)
  .optional()
  .describe("One short line under the link in the header's menu: what the reader finds there.");

/** An entry of a header menu: a section of /, a page, or a configured link, with a line. */
const menuItem = z
  .discriminatedUnion("kind", [
    sectionItem.extend({ description }),
    pageItem.extend({ description }),
    externalItem.extend({ description }),
  ])
  .transform((entry) => (entry.kind === "external" ? resolveExternal(entry) : entry));
export type MenuItem = z.output<typeof menuItem>;

export const navigationSchema = z.object({
  header: z.array(sectionItem),
  menus: z
    .array(
      z.object({
        label: z.string().min(1).describe("The menu's name in the header, such as Resources."),
        items: z.array(menuItem).min(1),
      }),
    )
    .describe("The header's menus after its section links; on phones, the menu lists them too."),
  popular: z
    .array(menuItem)
    .min(1)
    .describe("The most visited pages, which the 404 page offers beside its search."),
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
