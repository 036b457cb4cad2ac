import Link from "next/link";
import { Card } from "@/components/blocks/parts/card";
import { PostalAddress } from "@/components/pages/postal-address";
import { Icon } from "@/components/ui/icon";
import { claimsIn } from "@/content/claims";
import { contactSupportContentIn } from "@/content/pages/contact-support";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { supportRowTime } from "@/lib/claims/claims";
import { pathInLocale } from "@/content/translations";
import type { Locale } from "@/lib/i18n/locales";
import { ArrowRight, Clock, MapPin } from "@/lib/brand/icons";

/** Beside the form: when people answer, where the office is, and the help center. */
export function SupportDetails({ locale }: { locale: Locale }) {
  const { hours, office, moreHelp } = contactSupportContentIn(locale);
  // The rows are the claims' support hours: their days as the language's claims name them,
  // their hours as the language writes them (the hours themselves are the English file's).
  const { support } = claimsIn(locale);
  const rows = support.hours.map((row) => ({
    days: row.days,
    time: supportRowTime(row, support.timeZone, hours.closed, locale),
  }));
  return (
    <aside className="space-y-6" aria-label={interfaceLabelsIn(locale).pages.supportDetails}>
      <Card className="sm:p-6">
        <h2 className="flex items-center gap-2 font-semibold text-ink">
          <Icon icon={Clock} aria-hidden="true" className="size-5 text-brand-600" />
          {hours.title}
        </h2>
        <dl className="mt-4 divide-y divide-line text-sm">
          {rows.map((row) => (
            <div key={row.days} className="flex justify-between gap-4 py-3">
              <dt className="text-ink-muted">{row.days}</dt>
              <dd className="font-semibold text-ink">{row.time}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-subtle">{hours.note}</p>
      </Card>
      <Card className="sm:p-6">
        <h2 className="flex items-center gap-2 font-semibold text-ink">
          <Icon icon={MapPin} aria-hidden="true" className="size-5 text-brand-600" />
          {office.title}
        </h2>
        <PostalAddress stacked locale={locale} className="mt-4 text-sm leading-6 text-ink-muted" />
      </Card>
      <Card className="bg-surface-muted sm:p-6">
        <h2 className="font-semibold text-ink">{moreHelp.title}</h2>
        <p className="mt-1 text-sm text-ink-muted">{moreHelp.text}</p>
        <Link
          href={pathInLocale(locale, "/help-center")}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          {moreHelp.action}
          <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
        </Link>
      </Card>
    </aside>
  );
}
