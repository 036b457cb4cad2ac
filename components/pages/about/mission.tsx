import { Icon } from "@/components/ui/icon";
import { Quote } from "@/lib/brand/icons";
import { StatGrid } from "@/components/blocks/parts/stat-grid";
import type { AboutContent } from "@/content/pages/about";

/** Why the company exists, in paragraphs beside the founder's line, over the company's figures. */
export function Mission({
  mission,
  stats,
  statsLabel,
}: {
  mission: AboutContent["mission"];
  stats: AboutContent["stats"];
  /** The figures' accessible name, in the page's language. */
  statsLabel: string;
}) {
  return (
    <section
      aria-labelledby="mission-heading"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
    >
      {/* Top-aligned: a card centred beside the text would move as its own markup arrived. */}
      <div className="grid gap-12 lg:grid-cols-[1.15fr_1fr] lg:items-start lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {mission.eyebrow}
          </p>
          <h2
            id="mission-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {mission.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-pretty text-ink-muted">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-deep-800 p-8 text-on-fill shadow-lift sm:p-10">
          <Icon icon={Quote} aria-hidden="true" className="size-10 text-brand-tint-200" />
          <blockquote className="mt-6 text-2xl leading-snug font-semibold text-balance sm:text-3xl">
            <p>{mission.quote.text}</p>
          </blockquote>
          <figcaption className="mt-8 text-brand-tint-100">{mission.quote.author}</figcaption>
        </figure>
      </div>
      <div className="mt-16 sm:mt-20">
        <StatGrid stats={stats} label={statsLabel} />
      </div>
    </section>
  );
}
