import type { Metadata } from "next";
import { pageLocale } from "@/components/i18n/page-locale";
import { LogMissingPath } from "@/components/layout/log-missing-path";
import { NotFoundContent } from "@/components/pages/not-found-content";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { notFoundLocales } from "@/content/not-found";

export const dynamicParams = false;

/**
 * The 404 page of each language but English (out/fr/404.html...), which the hosts send for a
 * missing address under that language's prefix (scripts/host-headers.mjs: `_redirects`,
 * vercel.json, nginx). English's is app/global-not-found.tsx, the one every other address gets.
 */
export function generateStaticParams() {
  return notFoundLocales().map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const { notFound } = interfaceLabelsIn(await pageLocale());
  return {
    title: notFound.title,
    description: notFound.description,
    // What Next.js writes on its own not-found document: no search engine keeps it.
    robots: { index: false, follow: true },
  };
}

/** The page as the English 404 is, in the language, logging the missing path the same way. */
export default async function LanguageNotFound() {
  return (
    <>
      <LogMissingPath />
      <NotFoundContent locale={await pageLocale()} />
    </>
  );
}
