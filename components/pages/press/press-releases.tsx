import { PageSection } from "@/components/pages/page-section";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { pressContent } from "@/content/pages/press";
import { siteConfig } from "@/content/site";
import { Newspaper } from "@/lib/icons";
import { mailto } from "@/lib/mailto";

/** No release is out yet: the panel says so and offers the press team's address for news. */
export function PressReleases() {
  const { releases } = pressContent;
  return (
    <PageSection id="press-releases" tone="muted" title={releases.title} className="max-w-4xl">
      <div className="rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon icon={Newspaper} aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-5 inline-flex rounded-full bg-warning-100 px-3 py-1 text-xs font-bold tracking-wide text-warning-900 uppercase">
          {releases.badge}
        </p>
        <h3 className="mt-3 text-xl font-semibold text-ink">{releases.heading}</h3>
        <p className="mx-auto mt-2 max-w-lg text-pretty text-ink-muted">{releases.text}</p>
        <ButtonLink
          href={mailto(siteConfig.email.press, { subject: releases.subject })}
          variant="outline"
          className="mt-6"
        >
          {releases.action}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
