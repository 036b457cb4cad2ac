import type { VaultContent } from "@/content/landing/vault";
import { ContentIcon } from "@/components/sections/content-icon";
import { SectionHeader } from "@/components/sections/section-header";

export function VaultSection({ vault }: { vault: VaultContent }) {
  return (
    <section aria-labelledby="vault-heading" className="bg-surface-muted py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="vault-heading"
          eyebrow={vault.eyebrow}
          heading={vault.heading}
          intro={vault.intro}
        />
        <ol className="mt-14 grid gap-6 lg:grid-cols-3">
          {vault.steps.map((step, index) => (
            <li
              key={step.title}
              className="relative overflow-hidden rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8"
            >
              <span
                aria-hidden="true"
                className="absolute top-4 right-5 text-8xl leading-none font-extrabold text-brand-50"
              >
                {index + 1}
              </span>
              <div className="relative">
                <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-on-fill shadow-md shadow-brand-600/25">
                  <ContentIcon name={step.icon} className="size-5" />
                </span>
                <h3 className="mt-6 text-xl font-semibold text-ink">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 leading-7 text-ink-muted">{step.text}</p>
                <ul className="mt-6 flex flex-wrap gap-2">
                  {step.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
