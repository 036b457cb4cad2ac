import type { FreshApproachContent } from "@/content/landing/fresh-approach";
import { ContentIcon } from "@/components/sections/content-icon";
import { SectionHeader } from "@/components/sections/section-header";

/** The product's principles on a dark band: the heading and quote beside the four pillars. */
export function FreshApproachSection({ fresh }: { fresh: FreshApproachContent }) {
  return (
    <section
      id="fresh-approach"
      aria-labelledby="fresh-approach-heading"
      className="print-ink relative isolate overflow-hidden bg-surface-dark py-12"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_15%_0%,color-mix(in_oklab,var(--color-brand-500)_35%,transparent),transparent),radial-gradient(40rem_24rem_at_100%_100%,color-mix(in_oklab,var(--color-accent-600)_25%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:px-8">
        <div>
          <SectionHeader
            id="fresh-approach-heading"
            tone="dark"
            align="left"
            eyebrow={fresh.eyebrow}
            heading={fresh.heading}
            intro={fresh.intro}
          />
          <figure className="mt-8 border-l-2 border-brand-400 pl-5">
            <blockquote className="text-xl font-semibold tracking-tight text-balance text-on-fill">
              <p>“{fresh.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-2 text-sm text-on-fill-subtle">
              {fresh.quote.attribution}
            </figcaption>
          </figure>
        </div>
        <ul className="grid gap-4 self-center sm:grid-cols-2">
          {fresh.pillars.map((pillar) => (
            <li
              key={pillar.title}
              className="rounded-2xl border border-on-fill/10 bg-on-fill/5 p-5 backdrop-blur-sm"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-brand-500/20 text-brand-tint-200 ring-1 ring-brand-400/30">
                <ContentIcon name={pillar.icon} className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-on-fill">{pillar.title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-on-fill-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
