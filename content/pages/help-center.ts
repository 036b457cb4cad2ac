import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { optionalUrl, pageHero, pageMeta, sitePath } from "@/content/pages/schemas";
import helpCenterFile from "@/content/pages/help-center.yaml";
import { siteConfig } from "@/content/site";
import { siteTokens } from "@/content/tokens";
import { resolveTokens } from "@/lib/content/tokens";

const siteLinks = siteConfig.links;
const siteLink = z.enum(Object.keys(siteLinks) as [keyof typeof siteLinks]);

/**
 * Help articles point at the page that answers them today (a course, a policy section, the
 * pricing table); an article without a destination is listed as a topic, not linked. An external
 * destination names a link the deployment configures in the site config (`link: apiDocs`; tried
 * first, so the name is not dropped) or gives its own URL; without a URL it is listed as a topic.
 */
const destination = z.union([
  z.object({ kind: z.literal("page"), href: sitePath, label: z.string() }),
  z
    .object({ kind: z.literal("external"), link: siteLink, label: z.string() })
    .transform(({ link, ...rest }) => ({ ...rest, href: siteLinks[link] })),
  z.object({ kind: z.literal("external"), href: optionalUrl, label: z.string() }),
]);

const article = z.object({
  title: z.string(),
  description: z.string().optional(),
  to: destination.optional(),
});

export const helpCenterSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  search: z.object({
    label: z.string(),
    placeholder: z.string(),
    clear: z.string(),
    noun: z.object({ one: z.string(), other: z.string() }),
    /** `{count}` is "3 results", `{query}` what was typed. */
    status: z.string().includes("{count}").includes("{query}"),
    emptyTitle: z.string().includes("{query}"),
    emptyText: z.string(),
    emptyAction: z.string(),
  }),
  popular: z.object({
    title: z.string(),
    items: z.array(article.extend({ description: z.string(), to: destination, icon: iconName })),
  }),
  categories: z.object({
    title: z.string(),
    items: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        icon: iconName,
        articles: z.array(article),
      }),
    ),
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

export type HelpDestination = z.infer<typeof destination>;

export const helpCenterContent = defineContent(
  "content/pages/help-center.yaml",
  helpCenterSchema,
  resolveTokens("content/pages/help-center.yaml", helpCenterFile, siteTokens),
);
