import type { ReactNode } from "react";
import { articlesInCategory, helpArticlePath, popularArticles } from "@/content/help";
import type { HelpCenterContent } from "@/content/pages/help-center";
import { HelpArticleCard } from "@/components/pages/help-article-card";
import { HelpCategoryCard } from "@/components/pages/help-category-card";
import { countLabel } from "@/lib/text/count-label";
import { slugify } from "@/lib/text/slug";

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
export function PopularArticles({ text }: { text: HelpCenterContent["popular"] }) {
  return (
    <HelpList id="popular-articles-heading" title={text.title}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {popularArticles().map((article) => (
          <li key={article.slug} className="flex">
            <HelpArticleCard
              title={article.frontmatter.title}
              description={article.frontmatter.description}
              // The schema requires an icon on a popular article.
              icon={article.frontmatter.icon ?? "FileText"}
              href={helpArticlePath(article.slug)}
              action={text.action}
            />
          </li>
        ))}
      </ul>
    </HelpList>
  );
}

/** Every help category with the articles filed under it. */
export function HelpCategories({ categories }: { categories: HelpCenterContent["categories"] }) {
  return (
    <HelpList id="help-categories-heading" title={categories.title}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {categories.items.map((category) => {
          const articles = articlesInCategory(category.name);
          return (
            <li key={category.name} className="flex">
              <HelpCategoryCard
                id={slugify(category.name)}
                name={category.name}
                description={category.description}
                icon={category.icon}
                count={countLabel(articles.length, categories.count)}
                articles={articles.map((article) => ({
                  title: article.frontmatter.title,
                  href: helpArticlePath(article.slug),
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
