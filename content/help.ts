import { z } from "zod";
import type { Config } from "@markdoc/markdoc";
import { iconName } from "@/content/icons";
import { planComparison, planComparisonIn } from "@/content/landing/plan-comparison";
import { helpCenterContent, helpCenterContentIn } from "@/content/pages/help-center";
import { isoDate, searchDescription } from "@/content/pages/schemas";
import { plans } from "@/content/plans";
import { tokensIn } from "@/content/tokens";
import { articleConfig } from "@/lib/content/article";
import { defineLocalizedCollection, type CollectionEntry } from "@/lib/content/collection";
import type { ContentLocale } from "@/lib/content/content-locales";
import { planLimitsTag } from "@/lib/content/plan-limits";

// Read when an article is checked, not when this module loads (as content/posts.ts does).
const categoryNames = () => helpCenterContent.categories.items.map((category) => category.name);

/** One of the categories the Help Center lists (content/pages/help-center.yaml). */
const category = z.string().refine((name) => categoryNames().includes(name), {
  error: (issue) =>
    `"${String(issue.input)}" is not a category of content/pages/help-center.yaml; use one of ${categoryNames()
      .map((name) => `"${name}"`)
      .join(", ")}`,
});

export const helpArticleSchema = z
  .object({
    title: z.string().min(2).max(90),
    description: searchDescription(20),
    category,
    /** When the answer was last checked, `YYYY-MM-DD`: shown on the page and the sitemap's lastmod. */
    updated: isoDate,
    /** Listed under "Popular articles" on the Help Center, with its icon. */
    popular: z.boolean().optional(),
    icon: iconName.optional(),
    /** Places the article in its category's list (and the popular one); else it sorts by title. */
    order: z.number().int().optional(),
    draft: z.boolean().optional(),
  })
  .refine((article) => !article.popular || article.icon, {
    path: ["icon"],
    error: "a popular article needs an icon (a name from lib/brand/icons.ts, e.g. Rocket)",
  });

export type HelpArticleFrontmatter = z.output<typeof helpArticleSchema>;
export type HelpArticle = CollectionEntry<HelpArticleFrontmatter>;

/**
 * The plan comparison's rows in `locale`, each named by its English `feature` (what
 * `{% plan-limits features=[...] %}` writes in every language) with the `label` and values its
 * translation shows; the translation lists the same rows in the same order.
 */
function comparisonRows(locale: ContentLocale) {
  const english = planComparison.groups.flatMap((group) => group.rows);
  if (locale === "en") return english;
  const translated = planComparisonIn(locale).groups.flatMap((group) => group.rows);
  return english.map((row, index) => {
    const own = translated[index] ?? row;
    return { feature: row.feature, label: own.feature, values: own.values };
  });
}

/**
 * What a help article in `locale` may write: a post's Markdown plus `{% plan-limits %}`, which
 * shows rows of the landing page's plan comparison, so limits are typed once.
 */
export function helpArticleConfigIn(locale: ContentLocale): Config {
  return {
    ...articleConfig,
    tags: {
      ...articleConfig.tags,
      "plan-limits": planLimitsTag(() => {
        const comparison = planComparisonIn(locale);
        return {
          file: "content/landing/plan-comparison.yaml",
          plans,
          rows: comparisonRows(locale),
          labels: {
            caption: comparison.caption,
            plan: helpCenterContentIn(locale).article.planColumn,
            included: comparison.included,
            notIncluded: comparison.notIncluded,
          },
        };
      }),
    },
  };
}

export const helpArticleConfig: Config = helpArticleConfigIn("en");

/**
 * Each help category's name in `locale`, by its English name (an article's `category`, and the
 * anchor of its list on the Help Center in every language).
 */
export function helpCategoryLabels(locale: ContentLocale = "en"): Map<string, string> {
  const translated = helpCenterContentIn(locale).categories.items;
  return new Map(
    helpCenterContent.categories.items.map((category, index) => [
      category.name,
      translated[index]?.name ?? category.name,
    ]),
  );
}

/**
 * Every help article in content/help/ (drafts only in `next dev`), by file name; in another
 * language those translated into it (content/<locale>/help/).
 */
export const getHelpArticles: (locale?: ContentLocale) => HelpArticle[] = defineLocalizedCollection(
  {
    directory: "content/help",
    schema: helpArticleSchema,
    config: helpArticleConfig,
    tokens: tokensIn,
  },
);

/** The article at `/help-center/<slug>` in `locale`, if there is one. */
export function helpArticleBySlug(
  slug: string,
  locale: ContentLocale = "en",
): HelpArticle | undefined {
  return getHelpArticles(locale).find((article) => article.slug === slug);
}

/** Reading order: `order` first (low to high; none comes last), then by title. */
function byOrderThenTitle(a: HelpArticle, b: HelpArticle): number {
  const byOrder =
    (a.frontmatter.order ?? Number.POSITIVE_INFINITY) -
    (b.frontmatter.order ?? Number.POSITIVE_INFINITY);
  return byOrder || a.frontmatter.title.localeCompare(b.frontmatter.title, "en");
}

/** A category's articles in reading order. */
export function articlesInCategory(name: string, articles = getHelpArticles()): HelpArticle[] {
  return articles.filter((article) => article.frontmatter.category === name).sort(byOrderThenTitle);
}

/** The articles marked `popular: true`, in reading order. */
export function popularArticles(articles = getHelpArticles()): HelpArticle[] {
  return articles.filter((article) => article.frontmatter.popular).sort(byOrderThenTitle);
}

export function helpArticlePath(slug: string): `/help-center/${string}` {
  return `/help-center/${slug}`;
}
