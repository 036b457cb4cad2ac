import { feedResponse, feedStaticParams } from "@/content/feeds";

export const dynamic = "force-static";
export const dynamicParams = false;

// A route handler is given no layout's parameters: it lists its languages itself. English is
// built at /en/feed.xml and served at /feed.xml (scripts/unprefix-default.mjs).
export const generateStaticParams = feedStaticParams;

/** RSS 2.0 of the latest posts in the language, written at build. */
export function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse(params, "rss");
}
