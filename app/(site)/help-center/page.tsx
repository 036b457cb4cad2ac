import type { Metadata } from "next";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/icons";
import { articlesInCategory, helpArticlePath, popularArticles } from "@/content/help";
import { helpCenterContent } from "@/content/pages/help-center";
import { Card } from "@/components/pages/card";
import { HelpArticleCard } from "@/components/pages/help-article-card";
import { HelpCategoryCard } from "@/components/pages/help-category-card";
import { HelpSearch } from "@/components/pages/help-search";
import { IconBadge } from "@/components/pages/icon-badge";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { accentAt } from "@/components/pages/tones";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { countLabel } from "@/lib/count-label";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { slugify } from "@/lib/slug";

export function generateMetadata(): Metadata {
  return contentMetadata(() => pageMetadata({ ...helpCenterContent.meta, path: "/help-center" }));
}

export default function HelpCenterPage() {
  const { meta, hero, search, popular, categories, moreHelp } = helpCenterContent;
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/help-center" />
      <PageHero icon="LifeBuoy" {...hero} />

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
        <HelpSearch text={search}>
          <section aria-labelledby="popular-articles-heading" className="mt-14 sm:mt-16">
            <h2
              id="popular-articles-heading"
              className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            >
              {popular.title}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {popularArticles().map((article, index) => (
                <li key={article.slug} className="flex">
                  <HelpArticleCard
                    title={article.frontmatter.title}
                    description={article.frontmatter.description}
                    // The schema requires an icon on a popular article.
                    icon={article.frontmatter.icon ?? "FileText"}
                    tone={accentAt(index)}
                    href={helpArticlePath(article.slug)}
                    action={popular.action}
                  />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="help-categories-heading" className="mt-14 sm:mt-16">
            <h2
              id="help-categories-heading"
              className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            >
              {categories.title}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {categories.items.map((category, index) => {
                const articles = articlesInCategory(category.name);
                return (
                  <li key={category.name} className="flex">
                    <HelpCategoryCard
                      id={slugify(category.name)}
                      name={category.name}
                      description={category.description}
                      icon={category.icon}
                      tone={accentAt(index + 1)}
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
          </section>
        </HelpSearch>
      </div>
      <PageSection
        id="more-help"
        tone="muted"
        title={moreHelp.title}
        description={moreHelp.description}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {moreHelp.items.map((item, index) => (
            <li key={item.href}>
              <Card className="group relative h-full transition-shadow focus-within:shadow-lift hover:shadow-lift sm:p-6">
                <IconBadge icon={item.icon} tone={accentAt(index)} />
                <h3 className="mt-5 font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-muted">{item.text}</p>
                <Link
                  href={item.href}
                  className="mt-5 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl"
                >
                  {item.action}
                  <Icon
                    icon={ArrowRight}
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
