import { Icon } from "@/components/ui/icon";
import { pressContentIn } from "@/content/pages/press";
import { siteConfig } from "@/content/site";
import { ArrowRight, Newspaper } from "@/lib/brand/icons";
import { mailto } from "@/lib/leads/mailto";
import type { Locale } from "@/lib/i18n/locales";

/** No release is out yet: one line says so, with the way onto the media list. */
export function PressReleases({ locale }: { locale: Locale }) {
  const { releases } = pressContentIn(locale);
  return (
    <section
      id="press-releases"
      aria-labelledby="press-releases-heading"
      className="mx-auto -mt-8 max-w-5xl px-4 sm:-mt-10 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-muted px-5 py-4 sm:flex-row sm:items-center sm:gap-4">
        <Icon
          icon={Newspaper}
          aria-hidden="true"
          className="hidden size-5 shrink-0 text-ink-subtle sm:block"
        />
        <div className="flex-1 text-sm text-ink-muted">
          <h2 id="press-releases-heading" className="inline font-semibold text-ink">
            {releases.title}
          </h2>
          <span aria-hidden="true"> · </span>
          <p className="inline">{releases.text}</p>
        </div>
        <a
          href={mailto(siteConfig.email.press, { subject: releases.subject })}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {releases.action}
          <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
        </a>
      </div>
    </section>
  );
}
