import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { ArrowRight, Briefcase, Clock, MapPin, Send } from "@/lib/icons";
import Link from "next/link";
import { openRoles, rolePath } from "@/content/roles";
import { careersContent, getCareersContent } from "@/content/pages/careers";
import { siteConfig } from "@/content/site";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/pages/card";
import { IconBadge } from "@/components/pages/icon-badge";
import { PageCallout } from "@/components/pages/page-callout";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { accentAt } from "@/components/pages/tones";
import { fillTemplate } from "@/lib/fill-template";
import { mailto } from "@/lib/mailto";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/components/seo/metadata";

const { meta } = careersContent;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/careers" });

const resumeHref = mailto(siteConfig.email.support, { subject: careersContent.resume.subject });

/** The roles, each linking to its page; the JobPosting markup lives there, not here. */
export default function CareersPage() {
  const { hero, benefits, roles, resume } = getCareersContent();
  const open = openRoles();
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/careers" />

      <PageHero icon="Briefcase" {...hero}>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/careers#open-positions" size="lg">
            {roles.title}
            <Icon icon={ArrowRight} aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href={resumeHref} variant="outline" size="lg">
            {resume.label}
          </ButtonLink>
        </div>
      </PageHero>

      <PageSection id="benefits" title={benefits.title} description={benefits.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.items.map((benefit, index) => (
            <li key={benefit.name}>
              <Card className="flex h-full gap-4 sm:p-6">
                <IconBadge icon={benefit.icon} tone={accentAt(index)} />
                <div>
                  <h3 className="font-semibold text-ink">{benefit.name}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-ink-muted">{benefit.description}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="open-positions"
        tone="muted"
        title={roles.title}
        description={roles.description}
        className="max-w-5xl"
      >
        <ul className="space-y-6">
          {open.map(({ slug, frontmatter: role }) => (
            <li key={slug}>
              <Card className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
                <article aria-labelledby={`role-${slug}`} className="min-w-0">
                  <h3 id={`role-${slug}`} className="text-xl font-semibold tracking-tight text-ink">
                    <Link
                      href={rolePath(slug)}
                      className="rounded-sm hover:text-brand-700 hover:underline hover:underline-offset-4"
                    >
                      {role.title}
                    </Link>
                  </h3>
                  <ul
                    aria-label={roles.page.detailsLabel}
                    className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted"
                  >
                    <li className="inline-flex items-center gap-1.5">
                      <Icon icon={Briefcase} aria-hidden="true" className="size-4 text-brand-600" />
                      {role.department}
                    </li>
                    <li className="inline-flex items-center gap-1.5">
                      <Icon icon={MapPin} aria-hidden="true" className="size-4 text-brand-600" />
                      {role.location}
                    </li>
                    <li className="inline-flex items-center gap-1.5">
                      <Icon icon={Clock} aria-hidden="true" className="size-4 text-brand-600" />
                      {role.type}
                    </li>
                  </ul>
                  <p className="mt-4 leading-7 text-ink-muted">{role.summary}</p>
                  <Link
                    href={rolePath(slug)}
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline hover:underline-offset-4"
                  >
                    {/* One box, so the name reads "Read the full role: <title>", no space. */}
                    <span>
                      {roles.page.details}
                      <span className="sr-only">: {role.title}</span>
                    </span>
                    <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
                  </Link>
                </article>
                <ButtonLink
                  href={mailto(siteConfig.email.support, {
                    subject: fillTemplate(roles.applySubject, { role: role.title }),
                  })}
                  aria-label={`${roles.applyLabel}: ${role.title}`}
                  className="self-start"
                >
                  <Icon icon={Send} aria-hidden="true" />
                  {roles.applyLabel}
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageCallout id="resume" title={resume.title} text={resume.text}>
        <ButtonLink href={resumeHref} size="lg">
          <Icon icon={Send} aria-hidden="true" />
          {resume.label}
        </ButtonLink>
      </PageCallout>
    </>
  );
}
