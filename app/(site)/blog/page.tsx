import type { Metadata } from "next";
import Link from "next/link";
import { blogContent } from "@/content/pages/blog";
import { siteConfig } from "@/content/site";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { formsContent } from "@/content/forms";
import { leadPage, siteFormTarget } from "@/lib/site-form-target";
import { BlogBrowser } from "@/components/pages/blog-browser";
import { ContentIcon } from "@/components/sections/content-icon";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { PostCard } from "@/components/pages/post-card";
import { accentAt } from "@/components/pages/tones";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { blogPostingJsonLd } from "@/lib/structured-data";
import { pageMetadata } from "@/lib/metadata";
import { slugify } from "@/lib/slug";

const { meta, hero, filter, postsHeading, posts, newsletter } = blogContent;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/blog" });

const categoryStyle = new Map(
  filter.categories.map((category, index) => [
    category.name,
    { icon: category.icon, tone: accentAt(index) },
  ]),
);

const authors = [...new Set(posts.map((post) => post.author))];

export default function BlogPage() {
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/blog" />
      {posts.map((post) => (
        <JsonLd key={post.title} data={blogPostingJsonLd(siteConfig, post)} />
      ))}
      <PageHero icon="BookOpen" {...hero} />

      <PageSection id="articles" title={postsHeading} className="pt-14 sm:pt-16">
        <BlogBrowser
          categories={filter.categories.map((category) => category.name)}
          posts={posts.map((post) => {
            const style = categoryStyle.get(post.category);
            return {
              id: slugify(post.title),
              category: post.category,
              card: (
                <PostCard
                  post={post}
                  icon={style?.icon ?? "BookOpen"}
                  tone={style?.tone ?? "brand"}
                  authorTone={accentAt(authors.indexOf(post.author))}
                />
              ),
            };
          })}
          text={filter}
          subscribeHref="#newsletter"
          emptyIcon={
            <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <ContentIcon name="BookOpen" className="size-7" />
            </span>
          }
        />
      </PageSection>
      <section
        id="newsletter"
        aria-labelledby="newsletter-heading"
        className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8"
      >
        <div className="relative isolate mx-auto grid max-w-5xl gap-8 overflow-hidden rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50 p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-12">
          <div>
            <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
              <ContentIcon name="Mail" className="size-5" />
            </span>
            <h2
              id="newsletter-heading"
              className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
            >
              {newsletter.title}
            </h2>
            <p className="mt-3 text-pretty text-ink-muted">{newsletter.text}</p>
          </div>
          <div>
            <NewsletterForm
              target={siteFormTarget("newsletter", siteConfig.email.support)}
              page={leadPage("/blog")}
              to={siteConfig.email.support}
              text={{ ...newsletter, ...formsContent }}
              messages={newsletter.messages}
            />
            <p className="mt-3 text-sm text-ink-subtle">
              {newsletter.privacyNote}{" "}
              <Link
                href="/privacy-policy"
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {newsletter.privacyLink}
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
