import { siteTextIn } from "@/content/site";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { cn } from "@/components/ui/cn";

/** The company's name and postal address; `stacked` gives the country a line of its own. */
export function PostalAddress({
  stacked = false,
  className,
  locale = defaultLocale,
}: {
  stacked?: boolean;
  className?: string;
  /** The page's language: the city and country as it writes them. */
  locale?: Locale;
}) {
  const { name, address } = siteTextIn(locale);
  return (
    <address className={cn("not-italic", className)}>
      {name}
      <br />
      {address.street}
      <br />
      {address.postalCode} {address.city}
      {stacked ? <br /> : ", "}
      {address.country}
    </address>
  );
}
