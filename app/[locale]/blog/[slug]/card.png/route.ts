import { getPosts } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { renderPostCard } from "@/components/brand/brand-images";
import { defaultLocale } from "@/lib/i18n/locales";

export const dynamic = "force-static";
export const dynamicParams = false;

// A route handler is given no layout's parameters: it lists the language itself.
export function generateStaticParams() {
  return getPosts().map((post) => ({ locale: defaultLocale, slug: post.slug }));
}

/** A post's 1200x630 share card, drawn from its title at build time (see postCardPath). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { slug } = await params;
  const post = getPosts().find((entry) => entry.slug === slug);
  if (!post) return new Response("Not found", { status: 404 });
  return renderPostCard(post, siteConfig);
}
