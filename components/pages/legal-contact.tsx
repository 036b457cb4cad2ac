import { siteTextIn } from "@/content/site";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { mailto } from "@/lib/leads/mailto";

/** The company's name, postal address and a document's contact address (`{% contact /%}`). */
export function LegalContact({
  email,
  locale = defaultLocale,
}: {
  email: string;
  /** The document's language: the city and country as it writes them. */
  locale?: Locale;
}) {
  const { name, address } = siteTextIn(locale);
  return (
    <address className="not-prose rounded-xl border border-line bg-surface-muted px-5 py-4 not-italic">
      <span className="block font-semibold text-ink">{name}</span>
      {address.street}
      <br />
      {address.postalCode} {address.city}, {address.country}
      <br />
      <a
        href={mailto(email)}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {email}
      </a>
    </address>
  );
}
