import { NotFoundContent, notFoundMetadata } from "@/components/pages/not-found-content";

export const metadata = notFoundMetadata;

/** An unknown post, article or role (`notFound()` in `next dev`), inside the site's chrome. */
export default function NotFound() {
  return <NotFoundContent />;
}
