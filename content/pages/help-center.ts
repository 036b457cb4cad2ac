import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { pageHero, pageMeta, sitePath } from "@/content/pages/schemas";
import helpCenterFile from "@/content/pages/help-center.yaml";
import { siteConfig, siteLinkName } from "@/content/site";

const countNoun = z.object({ one: z.string(), other: z.string() });

/**
 * The Help Center's copy and its categories. The articles themselves are files in content/help/
 * (content/help.ts); each names its category here, and the listing is built from them.
 */
export const helpCenterSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  search: z.object({
    label: z.string(),
    placeholder: z.string(),
    clear: z.string(),
    noun: countNoun,
    /** `{count}` is "3 results", `{query}` what was typed. */
    status: z.string().includes("{count}").includes("{query}"),
    loading: z.string(),
    /** Under a list cut short: `{shown}` is how many are listed. */
    more: z.string().includes("{shown}"),
    /** Shown in `next dev`, where no search index exists. */
    unavailable: z.string(),
    /** Shown when the index fails to load (offline, blocked). */
    failed: z.string(),
    /** The label on a result, by where it lives: /help-center/..., /blog/..., anything else. */
    kinds: z.object({ help: z.string(), blog: z.string(), page: z.string() }),
    emptyTitle: z.string().includes("{query}"),
    emptyText: z.string(),
    emptyAction: z.string(),
  }),
  popular: z.object({ title: z.string(), action: z.string() }),
  categories: z.object({
    title: z.string(),
    count: countNoun,
    items: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        icon: iconName,
        /**
         * Links the deployment configures in the site config (`link: apiDocs`); an entry
         * without a URL there is not shown.
         */
        links: z
          .array(
            z
              .object({ link: siteLinkName, label: z.string() })
              .transform(({ link, label }) => ({ label, href: siteConfig.links[link] })),
          )
          .default([]),
      }),
    ),
  }),
  article: z.object({
    breadcrumb: z.string(),
    updated: z.string(),
    /** `{category}` is the article's category. */
    related: z.string().includes("{category}"),
    /** The first column of a `{% plan-limits %}` table in an article. */
    planColumn: z.string(),
    contact: z.object({ title: z.string(), text: z.string(), action: z.string() }),
    ending: z
      .object({ title: z.string().min(1), description: z.string().min(1) })
      .describe("The end of every article: this heading and text over the More help cards."),
  }),
  moreHelp: z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(
      z.object({
        title: z.string(),
        text: z.string(),
        href: sitePath,
        action: z.string(),
        icon: iconName,
      }),
    ),
  }),
});

export type HelpCenterContent = z.infer<typeof helpCenterSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const helpCenterContentIn = defineLocalizedContent(
  "content/pages/help-center.yaml",
  helpCenterSchema,
  helpCenterFile,
);

export const helpCenterContent = helpCenterContentIn("en");
