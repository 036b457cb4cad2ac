import type { IntegrationsContent } from "@/content/integrations";
import { ContentIcon } from "@/components/sections/content-icon";
import { IntegrationLogoStrip } from "@/components/sections/integration-logo-strip";
import { SectionHeader } from "@/components/sections/section-header";

export function IntegrationsSection({ integrations }: { integrations: IntegrationsContent }) {
  return (
    <section
      id="integrations"
      aria-labelledby="integrations-heading"
      className="border-y border-line bg-surface-muted py-12"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="integrations-heading"
          eyebrow={integrations.eyebrow}
          heading={integrations.heading}
          intro={integrations.intro}
        />
      </div>
      <div className="mx-auto mt-8 max-w-7xl sm:px-6 lg:px-8">
        <IntegrationLogoStrip integrations={integrations} logos={integrations.logos} />
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="mt-8 grid gap-4 md:grid-cols-3 lg:gap-6">
          {integrations.cards.map((card) => (
            <li
              key={card.title}
              className="rounded-2xl border border-line bg-surface p-5 shadow-card"
            >
              <h3 className="flex items-center gap-3 font-semibold text-ink">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <ContentIcon name={card.icon} className="size-4.5" />
                </span>
                {card.title}
              </h3>
              <p className="mt-3 text-sm leading-6 text-ink-muted">{card.text}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {card.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-md bg-surface-sunken px-2 py-1 text-xs font-medium text-ink-muted"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
