import type { ReactNode } from "react";
import type { IconNode } from "lucide";
import { Card } from "@/components/blocks/parts/card";
import { accentTones, type AccentTone } from "@/components/blocks/parts/tones";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";

/** One way to reach support: what it is, its action and how soon it answers. */
export function ChannelCard({
  icon,
  tone,
  title,
  text,
  note,
  action,
}: {
  icon: IconNode;
  tone: AccentTone;
  title: string;
  text: string;
  /** How soon it answers, beside the action. */
  note: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col gap-5 sm:flex-row sm:items-start">
      <span
        className={cn(
          "grid size-12 shrink-0 place-items-center rounded-xl ring-1 ring-inset",
          accentTones[tone],
        )}
      >
        <Icon icon={icon} aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <p className="mt-1 text-ink-muted">{text}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          {action}
          <span className="text-sm text-ink-subtle">{note}</span>
        </div>
      </div>
    </Card>
  );
}
