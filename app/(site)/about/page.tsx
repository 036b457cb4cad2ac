import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { Quote } from "@/lib/icons";
import { aboutContent } from "@/content/pages/about";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/pages/card";
import { IconBadge } from "@/components/pages/icon-badge";
import { InitialsAvatar } from "@/components/pages/initials-avatar";
import { PageCallout } from "@/components/pages/page-callout";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { StatGrid } from "@/components/pages/stat-grid";
import { accentAt } from "@/components/pages/tones";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";

export function generateMetadata(): Metadata {
  return contentMetadata(() => pageMetadata({ ...aboutContent.meta, path: "/about" }));
}

export default function AboutPage() {
  const { meta, hero, mission, stats, values, team, callout } = aboutContent;
  return (
    <>
      <OrganizationJsonLd />
      <BreadcrumbJsonLd name={meta.title} path="/about" />
      <PageHero icon="Sparkles" {...hero} />

      <section
        aria-labelledby="mission-heading"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
      >
        <div className="grid gap-12 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-16">
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
          <figure className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-8 text-white shadow-lift sm:p-10">
            <Icon icon={Quote} aria-hidden="true" className="size-10 text-brand-200" />
            <blockquote className="mt-6 text-2xl leading-snug font-semibold text-balance sm:text-3xl">
              <p>{mission.quote.text}</p>
            </blockquote>
            <figcaption className="mt-8 text-brand-100">{mission.quote.author}</figcaption>
          </figure>
        </div>
        <div className="mt-16 sm:mt-20">
          <StatGrid stats={stats} label="Company facts" />
        </div>
      </section>
      <PageSection id="values" tone="muted" title={values.title} description={values.description}>
        <ul className="grid gap-6 md:grid-cols-3">
          {values.items.map((value, index) => (
            <li key={value.name}>
              <Card className="h-full">
                <IconBadge icon={value.icon} tone={accentAt(index + 1)} />
                <h3 className="mt-5 text-xl font-semibold text-ink">{value.name}</h3>
                <p className="mt-3 leading-7 text-ink-muted">{value.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="team" title={team.title} description={team.description}>
        <ul className="grid gap-6 md:grid-cols-3">
          {team.members.map((member, index) => (
            <li key={member.name}>
              <Card className="h-full text-center">
                <div className="flex justify-center">
                  <InitialsAvatar name={member.name} tone={accentAt(index)} size="lg" />
                </div>
                <h3 className="mt-5 text-lg font-semibold text-ink">{member.name}</h3>
                <p className="text-sm font-semibold text-brand-700">{member.role}</p>
                <p className="mt-4 text-sm leading-6 text-ink-muted">{member.bio}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageCallout id="about-callout" title={callout.title} text={callout.text}>
        <ButtonLink href="/careers" size="lg">
          {callout.primary}
        </ButtonLink>
        <ButtonLink href="/contact-support" variant="outline" size="lg">
          {callout.secondary}
        </ButtonLink>
      </PageCallout>
    </>
  );
}
