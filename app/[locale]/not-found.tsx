import { NotFoundContent, notFoundMetadataIn } from "@/components/pages/not-found-content";
import { pageLocale } from "@/components/i18n/page-locale";

export async function generateMetadata() {
  return notFoundMetadataIn(await pageLocale());
}

/** An unknown post, article or role (`notFound()` in `next dev`), inside the site's chrome. */
export default async function NotFound() {
  return <NotFoundContent locale={await pageLocale()} />;
}
