import { accentTones, type AccentTone } from "@/components/blocks/parts/tones";
import { cn } from "@/components/ui/cn";
import { initialsOf } from "@/lib/text/initials";

/** Initials in a tinted circle: people are shown without photographs. */
export function InitialsAvatar({
  name,
  tone = "brand",
  size = "md",
}: {
  name: string;
  tone?: AccentTone;
  size?: "sm" | "md" | "lg";
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-full font-bold ring-1 ring-inset",
        accentTones[tone],
        size === "sm" && "size-10 text-sm",
        size === "md" && "size-12 text-base",
        size === "lg" && "size-20 text-2xl",
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
