import { Icon } from "@/components/ui/icon";
import { CircleCheck, CirclePlay, Play } from "@/lib/brand/icons";
import type { TrainingContent } from "@/content/pages/training";
import { BrandMark } from "@/components/layout/brand-logo";
import { fillTemplate } from "@/lib/text/fill-template";
import { cn } from "@/components/ui/cn";

/**
 * The featured course as its player shows it: the lesson playing, how far in, and the modules,
 * the one before done and the current one marked. The screen is drawn (sample data) and hidden
 * from assistive technology; the list of modules is the course's outline and is read.
 */
export function CoursePlayer({ featured }: { featured: TrainingContent["featured"] }) {
  const { player, modules } = featured;
  const current = Math.min(player.current, modules.length);
  const playing = modules[current - 1] ?? modules[0];
  const [elapsedMinutes = 0, elapsedSeconds = 0] = player.elapsed.split(":").map(Number);
  const [lengthMinutes = 1, lengthSeconds = 0] = player.length.split(":").map(Number);
  const progress = Math.min(
    100,
    ((elapsedMinutes * 60 + elapsedSeconds) / (lengthMinutes * 60 + lengthSeconds)) * 100,
  );
  return (
    <div className="flex h-full flex-col bg-surface-dark text-on-fill">
      <div aria-hidden="true" className="relative aspect-video select-none">
        <div className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_20%_0%,var(--color-brand-deep-700),transparent_70%)]" />
        <div className="absolute inset-x-6 top-5 flex items-center gap-2 text-xs text-on-fill-muted">
          <BrandMark className="size-5 rounded-md" />
          <span className="truncate">{featured.title}</span>
        </div>
        {/* The lesson's slide: a funnel page being built, in outline. */}
        <div className="absolute inset-x-10 top-14 bottom-16 grid grid-cols-[1fr_1.4fr] gap-3 sm:inset-x-16">
          <div className="space-y-2 rounded-lg bg-on-fill/5 p-3 ring-1 ring-on-fill/10">
            <div className="h-2 w-3/4 rounded bg-on-fill/30" />
            <div className="h-2 w-1/2 rounded bg-on-fill/15" />
            <div className="h-2 w-2/3 rounded bg-on-fill/15" />
            <div className="mt-3 h-5 w-16 rounded bg-brand-500" />
          </div>
          <div className="rounded-lg bg-on-fill/5 p-3 ring-1 ring-on-fill/10">
            <div className="h-full rounded-md bg-gradient-to-br from-brand-600/60 to-brand-deep-900/40" />
          </div>
        </div>
        <span className="absolute top-1/2 left-1/2 grid size-14 -translate-1/2 place-items-center rounded-full bg-on-fill text-brand-deep-700 shadow-lg">
          <Icon icon={Play} className="ml-0.5 size-6 fill-current" />
        </span>
        {/* Its height held (a line of text, the gap, the bar): anchored to the bottom, a bar
            that grew as its markup arrived would lift the line above it. */}
        <div className="absolute inset-x-6 bottom-4 h-7">
          <div className="flex justify-between text-xs text-on-fill-muted tabular-nums">
            <span className="truncate pr-4">
              {fillTemplate(player.moduleLabel, { n: String(current) })} · {playing}
            </span>
            <span className="shrink-0">
              {player.elapsed} / {player.length}
            </span>
          </div>
          <div className="mt-2 h-1 rounded-full bg-on-fill/20">
            <div className="h-full rounded-full bg-brand-400" style={{ width: `${progress}%` }} />
          </div>
        </div>
      </div>
      <ol aria-label={featured.modulesLabel} className="flex-1 space-y-1 p-3 sm:p-4">
        {modules.map((module, index) => {
          const done = index + 1 < current;
          const now = index + 1 === current;
          return (
            <li
              key={module}
              aria-current={now ? "step" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg px-3 py-2 text-sm",
                now ? "bg-on-fill/10 text-on-fill" : "text-on-fill-muted",
              )}
            >
              <Icon
                icon={done ? CircleCheck : CirclePlay}
                aria-hidden="true"
                className={cn(
                  "size-4 shrink-0",
                  done || now ? "text-brand-tint-300" : "text-on-fill-subtle",
                )}
              />
              <span className="sr-only">
                {fillTemplate(player.moduleLabel, { n: String(index + 1) })}:{" "}
              </span>
              {module}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
