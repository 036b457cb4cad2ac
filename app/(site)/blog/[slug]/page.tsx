import Markdoc from "@markdoc/markdoc";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { MarkdocContent } from "@/components/content/markdoc-content";
import { postCardStyles } from "@/components/pages/blog-listing";
import { InitialsAvatar } from "@/components/pages/initials-avatar";
import { DraftLabel } from "@/components/pages/draft-label";
import { PostCard } from "@/components/pages/post-card";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { blogContent } from "@/content/pages/blog";
import { getPosts, postCardPath, postModified, postPath } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { articleConfig } from "@/lib/content/article";
import { relatedPosts } from "@/lib/blog-listing";
import { fillTemplate } from "@/lib/fill-template";
import { formatDate } from "@/lib/format-date";
import { ArrowLeft, CalendarDays, Clock } from "@/lib/icons";
import { pageMetadata } from "@/components/seo/metadata";
import { blogPostingJsonLd } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

/** Only the posts' own pages exist (drafts too, in `next dev`, where this runs per request). */
export const dynamicParams = false;

export function generateStaticParams() {
  return getPosts().map((post) => ({ slug: post.slug }));
}

const findPost = (slug: string) => getPosts().find((post) => post.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: postPath(post),
    image: { url: postCardPath(post), alt: post.title },
    article: {
      publishedTime: post.date,
      modifiedTime: postModified(post),
      authors: [post.author],
      section: post.category,
    },
  });
}

export default async function PostPage({ params }: Props) {
  const post = findPost((await params).slug);
  if (!post) notFound();
  const posts = getPosts();
  const styleOf = postCardStyles(posts);
  const text = blogContent.post;
  const related = relatedPosts(posts, post);
  const content = Markdoc.transform(post.body, articleConfig);
  const modified = postModified(post);

  return (
    <>
      <BreadcrumbJsonLd
        name={post.title}
        path={postPath(post)}
        parents={[{ name: blogContent.meta.title, path: "/blog" }]}
      />
      <JsonLd data={blogPostingJsonLd(siteConfig, post, postCardPath(post))} />
      <article data-pagefind-body>
        <header className="relative isolate overflow-hidden border-b border-line bg-surface-muted">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(56rem_28rem_at_50%_-12%,rgb(112_70_251/0.16),transparent_70%)]"
          />
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:px-8">
            <Link
              href="/blog"
              data-pagefind-ignore
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-ink-muted transition-colors hover:text-brand-700"
            >
              <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
              {text.backLink}
            </Link>
            <p className="mt-8" data-pagefind-ignore>
              <Link
                href={`/blog/category/${post.categorySlug}`}
                className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 transition-colors ring-inset hover:bg-brand-100"
              >
                {post.category}
              </Link>
              {post.draft && (
                <>
                  {" "}
                  <DraftLabel />
                </>
              )}
            </p>
            <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-5xl sm:leading-[1.1]">
              {post.title}
            </h1>
            <p className="mt-5 text-lg leading-8 text-pretty text-ink-muted sm:text-xl">
              {post.excerpt}
            </p>
            <div
              data-pagefind-ignore
              className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-muted"
            >
              <span className="inline-flex items-center gap-3">
                <InitialsAvatar name={post.author} tone={styleOf(post).authorTone} size="sm" />
                <span className="font-semibold text-ink">{post.author}</span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Icon icon={CalendarDays} aria-hidden="true" className="size-4 text-ink-subtle" />
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </span>
              {modified !== post.date && (
                <span>
                  {text.updated} <time dateTime={modified}>{formatDate(modified)}</time>
                </span>
              )}
              <span className="inline-flex items-center gap-1.5">
                <Icon icon={Clock} aria-hidden="true" className="size-4 text-ink-subtle" />
                {fillTemplate(text.readingTime, { minutes: String(post.readingMinutes) })}
              </span>
            </div>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
          <div className="prose max-w-none prose-brand sm:prose-lg">
            <MarkdocContent content={content} />
          </div>
          <p className="mt-12 border-t border-line pt-8" data-pagefind-ignore>
            <Link
              href={`/blog/category/${post.categorySlug}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {fillTemplate(text.categoryLink, { category: post.category })}
            </Link>
          </p>
        </div>
      </article>
      {related.length > 0 && (
        <section
          aria-labelledby="related-heading"
          className="border-t border-line bg-surface-muted px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
        >
          <div className="mx-auto max-w-7xl">
            <h2
              id="related-heading"
              className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            >
              {text.related}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((entry) => (
                <li key={entry.slug} className="flex">
                  <PostCard post={entry} style={styleOf(entry)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
