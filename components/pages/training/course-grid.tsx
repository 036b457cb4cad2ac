import { Icon } from "@/components/ui/icon";
import { BookOpen, Clock } from "@/lib/icons";
import { trainingContent } from "@/content/pages/training";
import { ConfiguredAction } from "@/components/pages/configured-action";
import { ContentIcon } from "@/components/sections/content-icon";
import { LevelBadge } from "@/components/pages/level-badge";
import { PageSection } from "@/components/pages/page-section";
import { accentAt, type AccentTone } from "@/components/pages/tones";
import { cn } from "@/lib/cn";

const thumbnails: Record<AccentTone, string> = {
  brand: "from-brand-500 to-brand-800",
  emerald: "from-success-500 to-success-800",
  accent: "from-accent-500 to-accent-800",
  amber: "from-warning-400 to-warning-700",
  rose: "from-danger-500 to-danger-800",
};

/** The courses, each a card with its thumbnail, level, lessons and length. */
export function CourseGrid() {
  const { academyUrl, unavailable, courses } = trainingContent;
  return (
    <PageSection id="courses" tone="muted" title={courses.title} description={courses.description}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {courses.items.map((course, index) => (
          <li key={course.title}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
              <div
                aria-hidden="true"
                className={cn(
                  "grid h-32 place-items-center bg-gradient-to-br text-on-fill",
                  thumbnails[accentAt(index + 1)],
                )}
              >
                <span className="grid size-12 place-items-center rounded-xl bg-on-fill/15 ring-1 ring-on-fill/30">
                  <ContentIcon name={course.icon} className="size-6" />
                </span>
              </div>
              <div className="flex flex-1 flex-col p-5">
                <LevelBadge level={course.level} />
                <h3 className="mt-3 font-semibold text-ink">{course.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{course.description}</p>
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
  );
}
