import Markdoc from "@markdoc/markdoc";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  articlesInCategory,
  getHelpArticles,
  helpArticleBySlug,
  helpArticleConfigIn,
  helpCategoryLabels,
} from "@/content/help";
import { pageLocale } from "@/components/i18n/page-locale";
import { helpCenterContentIn } from "@/content/pages/help-center";
import { localePath } from "@/lib/i18n/locales";
import { HelpArticleView } from "@/components/pages/help-article-view";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { slugify } from "@/lib/text/slug";
import { outline } from "@/lib/content/article";
import { staticParamsForPreview } from "@/lib/content/preview";
import { localizedParams, requirePublished } from "@/components/i18n/published";

type Props = { params: Promise<{ slug: string }> };

/**
 * Only the articles in content/help exist; any other address is the 404 page (`notFound()`
 * below, not `dynamicParams = false`: lib/content/preview.ts says why).
 */

export function generateStaticParams() {
  return staticParamsForPreview(() =>
    localizedParams(
      getHelpArticles(),
      (article) => `/help-center/${article.slug}`,
      (article) => ({ slug: article.slug }),
    ),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await pageLocale();
  return contentMetadata(() => {
    const article = helpArticleBySlug(slug, locale);
    if (!article) return {};
    const { title, description } = article.frontmatter;
    return pageMetadata({ title, description, path: `/help-center/${article.slug}` });
  });
}

export default async function HelpArticlePage({ params }: Props) {
  const locale = await pageLocale();
  const article = helpArticleBySlug((await params).slug, locale);
  if (!article) notFound();
  await requirePublished(`/help-center/${article.slug}`);
  const { title, category } = article.frontmatter;
  const path = `/help-center/${article.slug}` as const;
  // The category's list on the Help Center, whose anchor is its English name in every language.
  const categoryPath = localePath(locale, `/help-center#${slugify(category)}`);
  return (
    <>
      {/* The visible trail names the category too, but its address is a fragment of the Help
          Center, which search engines read as the Help Center itself: one crumb, not two. */}
      <BreadcrumbJsonLd
        name={title}
        path={path}
        parents={[{ name: helpCenterContentIn(locale).meta.title, path: "/help-center" }]}
      />
      <HelpArticleView
        article={article.frontmatter}
        content={Markdoc.transform(article.body, helpArticleConfigIn(locale))}
        categoryHref={categoryPath}
        headings={outline(article.body)}
        related={articlesInCategory(category, getHelpArticles(locale))
          .filter((other) => other.slug !== article.slug)
          .map((other) => ({
            title: other.frontmatter.title,
            href: localePath(locale, `/help-center/${other.slug}`),
          }))}
        categoryName={helpCategoryLabels(locale).get(category) ?? category}
        locale={locale}
      />
    </>
  );
}
