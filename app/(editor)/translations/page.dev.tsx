import { TranslationsOverview } from "@/components/content-health/translations-overview";
import { translationOverview } from "@/content/translation-overview";

/**
 * /translations under `next dev`: every English file the site translates and where it stands in
 * French, Dutch and German, with the buttons that start a translation and mark one up to date
 * (lib/editor/translation-api.ts). Reads the content; the buttons post to /api/translations.
 */
export default async function TranslationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { marked } = await searchParams;
  return (
    <TranslationsOverview
      groups={translationOverview()}
      marked={typeof marked === "string" ? marked : undefined}
    />
  );
}
