import { feedResponse, feedStaticParams } from "@/content/feeds";

export const dynamic = "force-static";
export const dynamicParams = false;

// As feed.xml beside it: one per language with posts, English served at /feed.json.
export const generateStaticParams = feedStaticParams;

/** JSON Feed 1.1 of the latest posts in the language, written at build. */
export function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return feedResponse(params, "json");
}
