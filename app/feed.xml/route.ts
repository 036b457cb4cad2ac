import { blogContent } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { blogFeed } from "@/lib/blog/feeds";

export const dynamic = "force-static";

/** RSS 2.0 of the latest posts, written at build. */
export function GET() {
  const xml = blogFeed(siteConfig, blogContent.meta, getPosts(), "rss").rss2();
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
