import { Icon } from "@/components/ui/icon";
import { ArrowRight, Check, CirclePlay } from "@/lib/brand/icons";
import type { HeroContent } from "@/content/landing/hero";
import { siteConfig } from "@/content/site";
import { buttonVariants } from "@/components/ui/button";
import { NewTabLink } from "@/components/layout/new-tab-link";
import { fillTemplate } from "@/lib/text/fill-template";
import { SectionLink } from "@/components/layout/section-link";
import { ContentIcon } from "@/components/sections/content-icon";
import { HeroBadges } from "@/components/blocks/islands";
import { HeroMockup } from "@/components/sections/hero-mockup";
import { cn } from "@/components/ui/cn";
import { FirstScreenEnd } from "@/components/layout/first-paint";

export function HeroSection({
  hero,
  labels,
  level = 1,
}: {
  hero: HeroContent;
  /** The page language's words: "(opens in a new tab)" and how a label precedes its text. */
  labels: { newTab: string; labelled: string };
  /** 1 where the hero titles the page; 2 for a hero further down a page. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(70rem_40rem_at_50%_-12rem,var(--color-brand-100),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,color-mix(in_oklab,var(--color-ink)_4%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_oklab,var(--color-ink)_4%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_70%)] bg-[size:3rem_3rem]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-14 lg:px-8">
        <div className="mx-auto max-w-4xl text-center">
          <HeroBadges
            label={hero.badgesLabel}
            summary={`${fillTemplate(labels.labelled, {
              label: hero.badgesLabel,
              text: hero.badges.map((badge) => badge.label).join(", "),
            })}.`}
            pauseLabel={hero.pauseBadgesLabel}
            playLabel={hero.playBadgesLabel}
            badges={hero.badges.map((badge) => (
              <span key={badge.label} className="inline-flex items-center gap-1.5">
                <ContentIcon name={badge.icon} className="size-4 text-brand-600" />
                {badge.label}
              </span>
            ))}
          />
          <Heading
            id="hero-heading"
            className="mt-7 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-ink sm:text-6xl xl:text-7xl"
          >
            {hero.heading.lead}{" "}
            <span className="bg-gradient-to-r from-brand-600 via-spark-600 to-accent-600 bg-clip-text text-transparent dark:from-brand-400 dark:via-spark-400 dark:to-accent-400">
              {hero.heading.highlight}
            </span>
          </Heading>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-muted sm:text-xl">
            {hero.intro}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <SectionLink
              section="pricing"
              className={cn(buttonVariants({ size: "lg" }), "shadow-lg shadow-brand-600/25")}
            >
              {hero.primaryCta}
              <Icon icon={ArrowRight} aria-hidden="true" />
            </SectionLink>
            <NewTabLink
              newTab={labels.newTab}
              href={siteConfig.links.demoVideo}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }))}
            >
              <Icon icon={CirclePlay} aria-hidden="true" className="text-brand-600" />
              {hero.demoCta}
            </NewTabLink>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-muted">
            {hero.assurances.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <Icon icon={Check} aria-hidden="true" className="size-4 text-success-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-10 sm:mt-12">
          <HeroMockup mockup={hero.mockup} />
        </div>

        <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-6 text-center">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-ink-muted">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold tracking-tight text-ink sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {/* Titling the page, the hero is its first screen: the first paint waits for its end. */}
      {level === 1 && <FirstScreenEnd />}
    </section>
  );
}
