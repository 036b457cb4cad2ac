import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { BookOpen, Check, CirclePlay, Clock, MonitorPlay } from "@/lib/icons";
import { trainingContent } from "@/content/pages/training";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/pages/card";
import { ConfiguredAction } from "@/components/pages/configured-action";
import { ContentIcon } from "@/components/sections/content-icon";
import { IconBadge } from "@/components/pages/icon-badge";
import { LevelBadge } from "@/components/pages/level-badge";
import { PageCallout } from "@/components/pages/page-callout";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { accentAt, type AccentTone } from "@/components/pages/tones";
import { cn } from "@/lib/cn";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/components/seo/metadata";

const { meta, hero, academyUrl, unavailable, featured, courses, tutorials, resources, help } =
  trainingContent;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/training" });

const thumbnails: Record<AccentTone, string> = {
  brand: "from-brand-500 to-brand-800",
  emerald: "from-emerald-500 to-emerald-800",
  accent: "from-accent-500 to-accent-800",
  amber: "from-amber-400 to-amber-700",
  rose: "from-rose-500 to-rose-800",
};

export default function TrainingPage() {
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/training" />
      <PageHero icon="GraduationCap" {...hero} />

      <section
        aria-labelledby="featured-course-heading"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
      >
        <div className="grid overflow-hidden rounded-3xl border border-line bg-surface shadow-lift lg:grid-cols-2">
          <div
            aria-hidden="true"
            className="relative flex min-h-64 flex-col justify-between bg-gradient-to-br from-brand-600 via-brand-700 to-brand-950 p-6 text-white sm:p-8"
          >
            <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(255_255_255/0.18),transparent_40%)]" />
            <div className="relative flex items-center justify-between text-sm text-brand-100">
              <span className="inline-flex items-center gap-2">
                <ContentIcon name={featured.icon} className="size-5" />
                {featured.badge}
              </span>
              <span>1 / {featured.lessons}</span>
            </div>
            <span className="relative mx-auto grid size-20 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/30 backdrop-blur-sm">
              <Icon icon={MonitorPlay} className="size-9" />
            </span>
            <div className="relative">
              <div className="h-1.5 overflow-hidden rounded-full bg-white/20">
                <div className="h-full w-1/4 rounded-full bg-emerald-400" />
              </div>
              <div className="mt-2 flex justify-between text-xs text-brand-100">
                <span>{featured.modules[0]}</span>
                <span>{featured.duration}</span>
              </div>
            </div>
          </div>
          <div className="p-6 sm:p-10">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {featured.badge}
            </p>
            <h2
              id="featured-course-heading"
              className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
            >
              {featured.title}
            </h2>
            <p className="mt-4 leading-7 text-ink-muted">{featured.description}</p>
            <ul
              aria-label="Course details"
              className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted"
            >
              <li className="inline-flex items-center gap-1.5">
                <Icon icon={Clock} aria-hidden="true" className="size-4 text-brand-600" />
                {featured.duration}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Icon icon={BookOpen} aria-hidden="true" className="size-4 text-brand-600" />
                {featured.lessons} {courses.lessonsLabel}
              </li>
              <li>
                <LevelBadge level={featured.level} />
              </li>
            </ul>
            <ul className="mt-6 space-y-2.5 text-sm text-ink">
              {featured.modules.map((module) => (
                <li key={module} className="flex gap-2.5">
                  <Icon
                    icon={Check}
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-600"
                  />
                  {module}
                </li>
              ))}
            </ul>
            <ConfiguredAction
              href={academyUrl}
              label={featured.action}
              unavailable={unavailable}
              accessibleName={featured.title}
              size="lg"
              className="mt-8 w-full sm:w-auto"
              icon={<Icon icon={CirclePlay} aria-hidden="true" />}
            />
          </div>
        </div>
      </section>
      <PageSection
        id="courses"
        tone="muted"
        title={courses.title}
        description={courses.description}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {courses.items.map((course, index) => (
            <li key={course.title}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
                <div
                  aria-hidden="true"
                  className={cn(
                    "grid h-32 place-items-center bg-gradient-to-br text-white",
                    thumbnails[accentAt(index + 1)],
                  )}
                >
                  <span className="grid size-12 place-items-center rounded-xl bg-white/15 ring-1 ring-white/30">
                    <ContentIcon name={course.icon} className="size-6" />
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <LevelBadge level={course.level} />
                  <h3 className="mt-3 font-semibold text-ink">{course.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">
                    {course.description}
                  </p>
                  <p className="mt-4 flex items-center gap-4 text-sm text-ink-subtle">
                    <span className="inline-flex items-center gap-1.5">
                      <Icon icon={Clock} aria-hidden="true" className="size-4" />
                      {course.duration}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Icon icon={BookOpen} aria-hidden="true" className="size-4" />
                      {course.lessons} {courses.lessonsLabel}
                    </span>
                  </p>
                  <ConfiguredAction
                    href={academyUrl}
                    label={courses.action}
                    unavailable={unavailable}
                    accessibleName={course.title}
                    variant="outline"
                    size="sm"
                    className="mt-5 w-full"
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="tutorials" title={tutorials.title} description={tutorials.description}>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {tutorials.items.map((tutorial, index) => (
            <li key={tutorial.title} className="@container">
              {/* Under 20rem wide (a 320 px phone) the action moves below the title. */}
              <Card className="grid h-full grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-4 sm:p-5 @xs:flex">
                <IconBadge icon="CirclePlay" tone={accentAt(index)} />
                <div className="min-w-0 flex-1">
                  <h3 className="text-sm font-semibold text-ink">{tutorial.title}</h3>
                  <p className="mt-0.5 text-sm text-ink-subtle">
                    {tutorial.topic} · {tutorial.minutes} min
                  </p>
                </div>
                <ConfiguredAction
                  href={academyUrl}
                  label={tutorials.action}
                  unavailable={unavailable}
                  accessibleName={tutorial.title}
                  variant="ghost"
                  size="sm"
                  className="col-start-2 justify-self-start"
                />
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="resources"
        tone="muted"
        title={resources.title}
        description={resources.description}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {resources.items.map((resource, index) => (
            <li key={resource.title}>
              <Card className="flex h-full flex-col sm:p-6">
                <div className="flex items-center justify-between">
                  <IconBadge icon={resource.icon} tone={accentAt(index + 2)} />
                  <span className="rounded-md bg-surface-sunken px-2 py-1 text-xs font-semibold text-ink-muted">
                    {resource.format}
                  </span>
                </div>
                <h3 className="mt-5 font-semibold text-ink">{resource.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">
                  {resource.description}
                </p>
                <ConfiguredAction
                  href={resource.url}
                  label={resource.action}
                  unavailable={unavailable}
                  accessibleName={resource.title}
                  variant="outline"
                  className="mt-6 w-full"
                />
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageCallout id="training-help" title={help.title} text={help.text}>
        <ButtonLink href="/help-center" size="lg">
          {help.primary}
        </ButtonLink>
        <ButtonLink href="/contact-support" variant="outline" size="lg">
          {help.secondary}
        </ButtonLink>
      </PageCallout>
    </>
  );
}
