import type { IntegrationsContent } from "@/content/integrations";
import { ContentIcon } from "@/components/sections/content-icon";
import { IntegrationLogoStrip } from "@/components/sections/integration-logo-strip";
import { SectionHeader } from "@/components/sections/section-header";

export function IntegrationsSection({ integrations }: { integrations: IntegrationsContent }) {
  return (
    <section
      id="integrations"
      aria-labelledby="integrations-heading"
      className="bg-surface-muted py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="integrations-heading"
          eyebrow={integrations.eyebrow}
          heading={integrations.heading}
          intro={integrations.intro}
        />
      </div>
      <div className="mx-auto mt-14 max-w-7xl sm:px-6 lg:px-8">
        <IntegrationLogoStrip integrations={integrations} logos={integrations.logos} />
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {integrations.cards.map((card) => (
            <li
              key={card.title}
              className="rounded-2xl border border-line bg-surface p-6 shadow-card"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <ContentIcon name={card.icon} className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 leading-7 text-ink-muted">{card.text}</p>
              <ul className="mt-5 flex flex-wrap gap-2">
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
