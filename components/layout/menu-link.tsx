import Link from "next/link";
import type { MenuItem } from "@/content/navigation";
import { ExternalLink } from "@/components/layout/external-link";
import { SectionLink } from "@/components/layout/section-link";
import { pathInLocale } from "@/content/translations";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

/** A link whose address the deployment has not configured yet is left out, not greyed. */
export const configured = (item: MenuItem) => item.kind !== "external" || Boolean(item.href);

/** One entry of a header menu: its name and, when it has one (and not `compact`), its line beneath. */
export function MenuLink({
  item,
  className,
  compact = false,
  locale = defaultLocale,
}: {
  item: MenuItem;
  /** The page's language: a page of the site in it where there is one. */
  locale?: Locale;
  className: string;
  /** Only the name, as the phone's menu lists it. */
  compact?: boolean;
}) {
  const body = compact ? (
    item.label
  ) : (
    <>
      <span className="block text-sm font-semibold text-ink">{item.label}</span>
      {item.description && (
        <span className="mt-0.5 block text-sm text-ink-muted">{item.description}</span>
      )}
    </>
  );
  switch (item.kind) {
    case "section":
      return (
        <SectionLink section={item.section} className={className}>
          {body}
        </SectionLink>
      );
    case "page":
      return (
        <Link href={pathInLocale(locale, item.href)} className={className}>
          {body}
        </Link>
      );
    case "external":
      return item.href ? (
        <ExternalLink href={item.href} locale={locale} className={className}>
          {body}
        </ExternalLink>
      ) : null;
  }
}
