import type { IconName } from "@/content/icons";
import { ContentIcon } from "@/components/sections/content-icon";
import { accentTones, type AccentTone } from "@/components/blocks/parts/tones";
import { cn } from "@/components/ui/cn";

export function IconBadge({
  icon,
  tone = "brand",
  className,
}: {
  icon: IconName;
  tone?: AccentTone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "grid size-11 shrink-0 place-items-center rounded-xl ring-1 ring-inset",
        accentTones[tone],
        className,
      )}
    >
      <ContentIcon name={icon} className="size-5" />
    </span>
  );
}
