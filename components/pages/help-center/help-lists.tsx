import Link from "next/link";
import type { ReactNode } from "react";
import { interfaceLabelsIn } from "@/content/interface-labels";
import {
  articlesInCategory,
  getHelpArticles,
  helpArticlePath,
  helpCategoryLabels,
  popularArticles,
} from "@/content/help";
import type { HelpCenterContent } from "@/content/pages/help-center";
import { HelpArticleCard } from "@/components/pages/help-article-card";
import { HelpCategoryCard } from "@/components/pages/help-category-card";
import { countLabel } from "@/lib/text/count-label";
import { slugify } from "@/lib/text/slug";
import { defaultLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { helpCenterContent } from "@/content/pages/help-center";

/** One of the help center's lists under its heading; the search hides both while it shows. */
function HelpList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14 sm:mt-16">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The articles marked popular. */
export function PopularArticles({
  text,
  locale,
}: {
  text: HelpCenterContent["popular"];
  /** The page's language: the articles are those written in it. */
  locale: Locale;
}) {
  const articles = popularArticles(getHelpArticles(locale));
  if (articles.length === 0) return null;
  return (
    <HelpList id="popular-articles-heading" title={text.title}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug} className="flex">
            <HelpArticleCard
              title={article.frontmatter.title}
              description={article.frontmatter.description}
              // The schema requires an icon on a popular article.
              icon={article.frontmatter.icon ?? "FileText"}
              href={localePath(locale, helpArticlePath(article.slug))}
              action={text.action}
            />
          </li>
        ))}
      </ul>
    </HelpList>
  );
}

/**
 * Every help category with the articles filed under it in the page's language. In another
 * language than English a category none of whose articles is translated yet is left out; the
 * English Help Center, which has them all, is a link away (`english`).
 */
export function HelpCategories({
  categories,
  locale,
}: {
  categories: HelpCenterContent["categories"];
  locale: Locale;
}) {
  const inLocale = getHelpArticles(locale);
  const labels = helpCategoryLabels(locale);
  // The English names: each category's anchor (`#getting-started`) is the same in every language.
  const listed = helpCenterContent.categories.items
    .map((english, index) => ({
      id: slugify(english.name),
      category: categories.items[index] ?? english,
      articles: articlesInCategory(english.name, inLocale),
      label: labels.get(english.name) ?? english.name,
    }))
    .filter((entry) => locale === defaultLocale || entry.articles.length > 0);
  return (
    <HelpList id="help-categories-heading" title={categories.title}>
      {locale !== defaultLocale && (
        <p className="mt-3 text-ink-muted">
          {/* The other articles are in English only: the English Help Center lists them all. */}
          <Link
            href="/help-center"
            hrefLang="en"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {interfaceLabelsIn(locale).pages.englishHelp}
          </Link>
        </p>
      )}
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {listed.map(({ id, category, articles, label }) => {
          return (
            <li key={id} className="flex">
              <HelpCategoryCard
                id={id}
                name={label}
                description={category.description}
                icon={category.icon}
                count={countLabel(articles.length, categories.count, locale)}
                articles={articles.map((article) => ({
                  title: article.frontmatter.title,
                  href: localePath(locale, helpArticlePath(article.slug)),
                }))}
                links={category.links}
              />
            </li>
          );
        })}
      </ul>
    </HelpList>
  );
}
