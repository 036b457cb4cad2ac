import type { VaultContent } from "@/content/landing/vault";
import { ContentIcon } from "@/components/sections/content-icon";
import { SectionHeader } from "@/components/sections/section-header";
import { fillTemplate } from "@/lib/text/fill-template";
import { cn } from "@/components/ui/cn";

/** The vault's steps, numbered, each with what it covers. */
export function VaultSteps({
  vault,
  labelled,
  className,
}: {
  vault: VaultContent;
  labelled: string;
  className?: string;
}) {
  return (
    <ol className={cn("grid gap-4 lg:grid-cols-3 lg:gap-6", className)}>
      {vault.steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-on-fill shadow-md shadow-brand-600/25">
            <ContentIcon name={step.icon} className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold text-ink">
              <span className="sr-only">
                {fillTemplate(labelled, {
                  label: fillTemplate(vault.stepLabel, { n: String(index + 1) }),
                  text: "",
                })}
              </span>
              {step.title}
            </h3>
            <p className="mt-1.5 text-sm leading-6 text-ink-muted">{step.text}</p>
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {step.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function VaultSection({ vault, labelled }: { vault: VaultContent; labelled: string }) {
  return (
    <section id="vault" aria-labelledby="vault-heading" className="bg-surface-muted py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="vault-heading"
          eyebrow={vault.eyebrow}
          heading={vault.heading}
          intro={vault.intro}
        />
        <VaultSteps vault={vault} labelled={labelled} className="mt-10" />
      </div>
    </section>
  );
}
