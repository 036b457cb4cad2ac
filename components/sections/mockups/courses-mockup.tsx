import { Icon } from "@/components/ui/icon";
import { CircleCheck, CirclePlay, Play } from "@/lib/brand/icons";
import type { FeatureMockup } from "@/content/landing/features";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

export function CoursesMockup({ data }: { data: Extract<FeatureMockup, { kind: "courses" }> }) {
  return (
    <MockupFrame>
      <div className="relative grid aspect-video place-items-center bg-gradient-to-br from-brand-deep-900 via-brand-deep-700 to-spark-600">
        <span className="grid size-14 place-items-center rounded-full bg-on-fill/95 text-brand-deep-700 shadow-lg">
          <Icon icon={Play} className="ml-0.5 size-6 fill-current" />
        </span>
        <p className="absolute bottom-3 left-4 text-sm font-medium text-on-fill">
          {data.currentLesson}
        </p>
      </div>
      <div className="p-4 sm:p-5">
        <p className="text-base font-semibold text-ink">{data.courseTitle}</p>
        <div className="mt-2 flex items-center gap-3 text-xs text-ink-muted">
          <span>{data.progressLabel}</span>
          <span className="h-1.5 flex-1 rounded-full bg-surface-sunken">
            <span
              className="block h-full rounded-full bg-success-500"
              style={{ width: `${data.progress}%` }}
            />
          </span>
          <span className="font-semibold text-ink">{data.progress}%</span>
        </div>
        <ul className="mt-4 space-y-1">
          {data.lessons.map((lesson) => (
            <li
              key={lesson.title}
              className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-ink"
            >
              {lesson.done ? (
                <Icon icon={CircleCheck} className="size-4 text-success-600" />
              ) : (
                <Icon icon={CirclePlay} className="size-4 text-brand-600" />
              )}
              <span className="flex-1">{lesson.title}</span>
              <span className="text-xs text-ink-muted">{lesson.duration}</span>
            </li>
          ))}
        </ul>
      </div>
    </MockupFrame>
  );
}
