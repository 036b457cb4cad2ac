import { Icon } from "@/components/ui/icon";
import { BookOpen, Check, CirclePlay, Clock, MonitorPlay } from "@/lib/icons";
import { trainingContent } from "@/content/pages/training";
import { ConfiguredAction } from "@/components/pages/configured-action";
import { ContentIcon } from "@/components/sections/content-icon";
import { LevelBadge } from "@/components/pages/level-badge";

/** The featured course: a mock player beside its details and the academy link. */
export function FeaturedCourse() {
  const { academyUrl, unavailable, featured, courses } = trainingContent;
  return (
    <section
      aria-labelledby="featured-course-heading"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="grid overflow-hidden rounded-3xl border border-line bg-surface shadow-lift lg:grid-cols-2">
        <div
          aria-hidden="true"
          className="relative flex min-h-64 flex-col justify-between bg-gradient-to-br from-brand-600 via-brand-700 to-brand-950 p-6 text-on-fill sm:p-8"
        >
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(255_255_255/0.18),transparent_40%)]" />
          <div className="relative flex items-center justify-between text-sm text-brand-100">
            <span className="inline-flex items-center gap-2">
              <ContentIcon name={featured.icon} className="size-5" />
              {featured.badge}
            </span>
            <span>1 / {featured.lessons}</span>
          </div>
          <span className="relative mx-auto grid size-20 place-items-center rounded-2xl bg-on-fill/15 ring-1 ring-on-fill/30 backdrop-blur-sm">
            <Icon icon={MonitorPlay} className="size-9" />
          </span>
          <div className="relative">
            <div className="h-1.5 overflow-hidden rounded-full bg-on-fill/20">
              <div className="h-full w-1/4 rounded-full bg-success-400" />
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
                  className="mt-0.5 size-4 shrink-0 text-success-600"
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
  );
}
