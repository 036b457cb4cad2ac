import { Icon } from "@/components/ui/icon";
import { BookOpen, Clock } from "@/lib/brand/icons";
import { trainingContent, trainingContentIn } from "@/content/pages/training";
import { Card } from "@/components/blocks/parts/card";
import { ConfiguredAction } from "@/components/pages/configured-action";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import { LevelBadge } from "@/components/pages/level-badge";
import { PageSection } from "@/components/blocks/parts/page-section";
import type { Locale } from "@/lib/i18n/locales";

/** The courses, each a card with its level, lessons and length (and a way in once there is one). */
export function CourseGrid({ locale }: { locale: Locale }) {
  const { academyUrl, courses } = trainingContentIn(locale);
  return (
    <PageSection id="courses" tone="muted" title={courses.title} description={courses.description}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {courses.items.map((course, index) => (
          <li key={course.title}>
            <Card className="flex h-full flex-col sm:p-6">
              <div className="flex items-center justify-between gap-3">
                <IconBadge icon={course.icon} />
                <LevelBadge
                  level={course.level}
                  tone={trainingContent.courses.items[index]?.level}
                />
              </div>
              <h3 className="mt-5 font-semibold text-ink">{course.title}</h3>
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
                locale={locale}
                href={academyUrl}
                label={courses.action}
                accessibleName={course.title}
                variant="outline"
                size="sm"
                className="mt-5 w-full"
              />
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
