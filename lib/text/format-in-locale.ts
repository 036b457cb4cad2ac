/**
 * Prices and numbers as each language writes them: `$5,997` in English, `5 997 $US` in French,
 * `US$ 5.997` in Dutch, `5.997 $` in German. The currency is the one the content's prices are in
 * (whole US dollars, content/plans.yaml), whatever the reader's language; only its writing changes.
 * Apart from lib/text/format.ts, which the islands import: they carry English only.
 */
const PRICE_CURRENCY = "USD";

/** The Intl locale a content language formats with: English as the site has always written it. */
const intlLocale = (locale: string) => (locale === "en" ? "en-US" : locale);

const formats = new Map<
  string,
  { price: Intl.NumberFormat; integer: Intl.NumberFormat; percent: Intl.NumberFormat }
>();

function formatsFor(locale: string) {
  let known = formats.get(locale);
  if (!known) {
    known = {
      price: new Intl.NumberFormat(intlLocale(locale), {
        style: "currency",
        currency: PRICE_CURRENCY,
        maximumFractionDigits: 0,
      }),
      integer: new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }),
      percent: new Intl.NumberFormat(intlLocale(locale), {
        style: "percent",
        maximumFractionDigits: 0,
      }),
    };
    formats.set(locale, known);
  }
  return known;
}

/** A price in whole dollars in `locale`: 5997 -> "$5,997" in English, "5 997 $US" in French. */
export function formatPriceIn(amount: number, locale: string): string {
  return formatsFor(locale).price.format(Math.round(amount));
}

/** A whole number in `locale`: 5000 -> "5,000" in English, "5 000" in French, "5.000" in German. */
export function formatIntegerIn(value: number, locale: string): string {
  return formatsFor(locale).integer.format(Math.round(value));
}

/** A whole percentage in `locale`: 1234 -> "1,234%" in English, "1 234 %" in French. */
export function formatPercentIn(percent: number, locale: string): string {
  return formatsFor(locale).percent.format(Math.round(percent) / 100);
}

/**
 * A list as `locale` writes it: "Funnels, E-mail et SMS" in French, "A oder B" as a German
 * disjunction. English keeps the site's own plain commas for a conjunction ("Funnels, Email").
 */
export function formatListIn(
  items: readonly string[],
  locale: string,
  type: "conjunction" | "disjunction" = "conjunction",
): string {
  if (locale === "en" && type === "conjunction") return items.join(", ");
  return new Intl.ListFormat(locale, { type }).format(items);
}

/** A percentage's number with two decimals in `locale`: 99.98 -> "99.98", "99,98" in French. */
export function formatHundredthsIn(value: number, locale: string): string {
  if (locale === "en") return value.toFixed(2);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A label's colon as `locale` sets it: French puts a narrow no-break space before it. */
export function colonIn(locale: string): string {
  return locale === "fr" ? "\u202f:" : ":";
}
