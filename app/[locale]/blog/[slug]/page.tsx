import { BlogNewsletter } from "@/components/pages/blog-newsletter";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostArticle } from "@/components/pages/blog/post-article";
import { RelatedPosts } from "@/components/pages/blog/related-posts";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { pageLocale } from "@/components/i18n/page-locale";
import { blogContentIn } from "@/content/pages/blog";
import { categoryLabels, getPosts, postCardPath, postModified, postPath } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { relatedPosts } from "@/lib/blog/blog-listing";
import { blogPostingJsonLd } from "@/lib/seo/structured-data";
import { staticParamsForPreview } from "@/lib/content/preview";
import { localizedParams, requirePublished } from "@/components/i18n/published";
import { localePath, type Locale } from "@/lib/i18n/locales";

type Props = { params: Promise<{ slug: string }> };

/**
 * Only the posts' own pages exist (drafts too, in `next dev`): any other address is the 404 page
 * (`notFound()` below, not `dynamicParams = false`: lib/content/preview.ts says why).
 */

export function generateStaticParams() {
  return staticParamsForPreview(() =>
    localizedParams(getPosts(), postPath, (post) => ({ slug: post.slug })),
  );
}

const findPost = (slug: string, locale: Locale) =>
  getPosts(locale).find((post) => post.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await pageLocale();
  return contentMetadata(() => {
    const post = findPost(slug, locale);
    if (!post) return {};
    return pageMetadata({
      title: post.title,
      description: post.excerpt,
      path: postPath(post),
      image: { url: localePath(locale, postCardPath(post)), alt: post.title },
      article: {
        publishedTime: post.date,
        modifiedTime: postModified(post),
        authors: [post.author],
        section: categoryLabels(locale).get(post.category) ?? post.category,
      },
    });
  });
}

export default async function PostPage({ params }: Props) {
  const locale = await pageLocale();
  const post = findPost((await params).slug, locale);
  if (!post) notFound();
  await requirePublished(postPath(post));
  const posts = getPosts(locale);
  const section = categoryLabels(locale).get(post.category) ?? post.category;
  return (
    <>
      <BreadcrumbJsonLd
        name={post.title}
        path={postPath(post)}
        parents={[{ name: blogContentIn(locale).meta.title, path: "/blog" }]}
      />
      <JsonLd
        data={blogPostingJsonLd(siteConfig, post, localePath(locale, postCardPath(post)), {
          locale,
          section,
        })}
      />
      <PostArticle post={post} locale={locale} />
      <RelatedPosts posts={relatedPosts(posts, post)} locale={locale} />
      <BlogNewsletter path={postPath(post)} />
    </>
  );
}
