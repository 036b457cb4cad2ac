import { locale } from "next/root-params";
import { isLocale, type Locale } from "@/lib/i18n/locales";

/**
 * The language of the page being rendered, for any server component under app/[locale]: the
 * root layout's `locale` segment, read through `next/root-params` so that no component needs it
 * passed down. Outside that tree (the editor, the 404 document) there is no such segment.
 */
export async function pageLocale(): Promise<Locale> {
  const value = await locale();
  if (!isLocale(value))
    throw new Error(`The page's language "${String(value)}" is not one of the site's.`);
  return value;
}
