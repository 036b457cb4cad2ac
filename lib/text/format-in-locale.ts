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

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A measured percentage with its sign as `locale` writes it, from Intl: 99.98 -> "99.98%" in
 * English, "99,98 %" in French and German (a no-break space, so the sign never wraps onto a line
 * of its own), "99,98%" in Dutch. `fractionDigits` fixes
 * the decimals (2 -> "99.50%"); without it up to three are kept, as measured ("99.9%").
 */
export function formatMeasuredPercentIn(
  value: number,
  locale: string,
  fractionDigits?: number,
): string {
  const key = `${locale}/${fractionDigits ?? ""}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: "percent",
      minimumFractionDigits: fractionDigits ?? 0,
      maximumFractionDigits: fractionDigits ?? 3,
    });
    percentFormats.set(key, format);
  }
  // Rounded to the decimals first: 99.98 / 100 is 0.9998000000000001 in binary.
  return format.format(Number((value / 100).toFixed((fractionDigits ?? 3) + 2)));
}

/** A label's colon as `locale` sets it: French puts a narrow no-break space before it. */
export function colonIn(locale: string): string {
  return locale === "fr" ? "\u202f:" : ":";
}
