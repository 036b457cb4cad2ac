import { categoryLabels, getPosts } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { renderPostCard } from "@/components/brand/brand-images";
import { isLocale, localePath, locales } from "@/lib/i18n/locales";

export const dynamic = "force-static";
export const dynamicParams = false;

// A route handler is given no layout's parameters: it lists the languages itself, each post in
// each language it is written in.
export function generateStaticParams() {
  return locales.flatMap((locale) => getPosts(locale).map((post) => ({ locale, slug: post.slug })));
}

/** A post's 1200x630 share card, drawn from its title at build time (see postCardPath). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return new Response("Not found", { status: 404 });
  const post = getPosts(locale).find((entry) => entry.slug === slug);
  if (!post) return new Response("Not found", { status: 404 });
  const category = categoryLabels(locale).get(post.category) ?? post.category;
  return renderPostCard({ ...post, category }, siteConfig, localePath(locale, "/blog"));
}
