import type { FreshApproachContent } from "@/content/landing/fresh-approach";
import { ContentIcon } from "@/components/sections/content-icon";
import { SectionHeader } from "@/components/sections/section-header";

export function FreshApproachSection({ fresh }: { fresh: FreshApproachContent }) {
  return (
    <section
      aria-labelledby="fresh-approach-heading"
      className="print-ink relative isolate overflow-hidden bg-surface-dark py-20 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_15%_0%,rgb(112_70_251/0.35),transparent),radial-gradient(40rem_24rem_at_100%_100%,rgb(37_99_235/0.25),transparent)]"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="fresh-approach-heading"
          tone="dark"
          eyebrow={fresh.eyebrow}
          heading={fresh.heading}
          intro={fresh.intro}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {fresh.pillars.map((pillar) => (
            <li
              key={pillar.title}
              className="rounded-2xl border border-on-fill/10 bg-on-fill/5 p-6 backdrop-blur-sm"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-500/20 text-brand-200 ring-1 ring-brand-400/30">
                <ContentIcon name={pillar.icon} className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-on-fill">{pillar.title}</h3>
              <p className="mt-2 leading-7 text-on-fill-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
        <figure className="mx-auto mt-16 max-w-2xl text-center">
          <blockquote className="text-2xl font-semibold tracking-tight text-balance text-on-fill sm:text-3xl">
            <p>“{fresh.quote.text}”</p>
          </blockquote>
          <figcaption className="mt-4 text-sm text-on-fill-subtle">
            {fresh.quote.attribution}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
