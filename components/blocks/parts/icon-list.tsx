import type { ReactNode } from "react";
import type { IconNode } from "lucide";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";

/** Short facts in a row, each after its icon: a role's department and place, a course's length. */
export function IconList({
  label,
  items,
  className,
  children,
}: {
  /** Names the list for screen readers: "Role details". */
  label: string;
  items: readonly { icon: IconNode; text: ReactNode }[];
  className?: string;
  /** Further items that are not an icon and a text (a level badge), as `<li>`s. */
  children?: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className={cn("flex flex-wrap gap-y-2 text-sm text-ink-muted", className)}
    >
      {items.map((item, index) => (
        <li key={index} className="inline-flex items-center gap-1.5">
          <Icon icon={item.icon} aria-hidden="true" className="size-4 text-brand-600" />
          {item.text}
        </li>
      ))}
      {children}
    </ul>
  );
}
