import type { ReactNode } from "react";
import type { IconName } from "@/content/icons";
import { Card } from "@/components/blocks/parts/card";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import type { AccentTone } from "@/components/blocks/parts/tones";
import { cn } from "@/components/ui/cn";

/**
 * A card led by an icon: a value, a benefit, a programme, a feature. `lg` for a row of three,
 * `sm` for denser grids; `inline` puts the icon beside the words. Anything after the text (a
 * list, a link) is `children`, and the text then fills the card's height so those line up.
 */
export function IconCard({
  icon,
  tone,
  title,
  text,
  size = "lg",
  layout = "stacked",
  className,
  children,
}: {
  icon: IconName;
  tone?: AccentTone;
  title: string;
  text: string;
  size?: "lg" | "sm";
  layout?: "stacked" | "inline";
  className?: string;
  children?: ReactNode;
}) {
  if (layout === "inline") {
    return (
      <Card className={cn("flex h-full gap-4 sm:p-6", className)}>
        <IconBadge icon={icon} tone={tone} />
        <div>
          <h3 className="font-semibold text-ink">{title}</h3>
          <p className="mt-1.5 text-sm leading-6 text-ink-muted">{text}</p>
          {children}
        </div>
      </Card>
    );
  }
  const large = size === "lg";
  return (
    <Card
      className={cn(
        "h-full",
        !large && "sm:p-6",
        children !== undefined && "flex flex-col",
        className,
      )}
    >
      <IconBadge icon={icon} tone={tone} />
      <h3 className={cn("mt-5 font-semibold text-ink", large && "text-xl")}>{title}</h3>
      <p
        className={cn(
          "text-ink-muted",
          large ? "mt-3 leading-7" : "mt-2 text-sm leading-6",
          children !== undefined && "flex-1",
        )}
      >
        {text}
      </p>
      {children}
    </Card>
  );
}
