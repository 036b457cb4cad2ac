import { blogContent } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { blogFeed, jsonFeed11 } from "@/lib/blog/feeds";

export const dynamic = "force-static";

/** JSON Feed 1.1 of the latest posts, written at build. */
export function GET() {
  const json = jsonFeed11(blogFeed(siteConfig, blogContent.meta, getPosts(), "json"));
  return new Response(json, {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
}
