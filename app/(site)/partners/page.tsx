import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { FileText, Quote, Send } from "@/lib/icons";
import { partnersContent } from "@/content/pages/partners";
import { siteConfig } from "@/content/site";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/pages/card";
import { StepCards } from "@/components/pages/step-cards";
import { IconBadge } from "@/components/pages/icon-badge";
import { PageCallout } from "@/components/pages/page-callout";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { accentAt } from "@/components/pages/tones";
import { initialsOf } from "@/lib/initials";
import { mailto } from "@/lib/mailto";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/components/seo/metadata";

const { meta, hero, apply, kit, categories, benefits, testimonial, process, callout } =
  partnersContent;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/partners" });

const applyHref = mailto(siteConfig.email.support, { subject: apply.subject });
const kitHref = mailto(siteConfig.email.support, { subject: kit.subject });

function PartnerActions() {
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <ButtonLink href={applyHref} size="lg">
        <Icon icon={Send} aria-hidden="true" />
        {apply.label}
      </ButtonLink>
      <ButtonLink href={kitHref} variant="outline" size="lg">
        <Icon icon={FileText} aria-hidden="true" />
        {kit.label}
      </ButtonLink>
    </div>
  );
}

export default function PartnersPage() {
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/partners" />
      <PageHero icon="Handshake" {...hero}>
        <PartnerActions />
      </PageHero>

      <PageSection id="programs" title={categories.title} description={categories.description}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {categories.items.map((category, index) => (
            <li key={category.name}>
              <Card className="flex h-full flex-col">
                <IconBadge icon={category.icon} tone={accentAt(index)} />
                <h3 className="mt-5 text-xl font-semibold text-ink">{category.name}</h3>
                <p className="mt-2 flex-1 leading-7 text-ink-muted">{category.description}</p>
                <ul
                  aria-label={`${category.name} include`}
                  className="mt-6 flex flex-wrap gap-2 border-t border-line pt-6"
                >
                  {category.partners.map((partner) => (
                    <li
                      key={partner}
                      className="rounded-lg border border-line bg-surface-muted px-3 py-1.5 text-sm font-semibold text-ink"
                    >
                      {partner}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="partner-benefits"
        tone="muted"
        title={benefits.title}
        description={benefits.description}
      >
        <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
          <ul className="grid gap-6 sm:grid-cols-2">
            {benefits.items.map((benefit, index) => (
              <li key={benefit.name}>
                <Card className="h-full sm:p-6">
                  <IconBadge icon={benefit.icon} tone={accentAt(index + 1)} />
                  <h3 className="mt-5 font-semibold text-ink">{benefit.name}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-muted">{benefit.description}</p>
                </Card>
              </li>
            ))}
          </ul>
          <figure className="flex flex-col rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-8 text-white shadow-lift sm:p-10">
            <Icon icon={Quote} aria-hidden="true" className="size-10 text-brand-200" />
            <blockquote className="mt-6 text-xl leading-relaxed font-medium text-pretty">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-4 pt-8">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-white/15 font-bold ring-1 ring-white/30"
              >
                {initialsOf(testimonial.name)}
              </span>
              <span>
                <span className="block font-semibold">{testimonial.name}</span>
                <span className="block text-sm text-brand-100">
                  {testimonial.role}, {testimonial.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </div>
      </PageSection>

      <PageSection id="process" title={process.title} description={process.description}>
        <StepCards steps={process.steps} />
      </PageSection>

      <PageCallout id="partners-callout" title={callout.title} text={callout.text}>
        <PartnerActions />
      </PageCallout>
    </>
  );
}
