import type { ComponentProps, ReactNode } from "react";
import { IconCard } from "@/components/blocks/parts/icon-card";
import { cn } from "@/components/ui/cn";

type CardProps = ComponentProps<typeof IconCard>;

/** Content lists that name their items (`name`, `description`) as the grid's cards. */
export function namedCards(
  items: readonly { icon: CardProps["icon"]; name: string; description: string }[],
) {
  return items.map(({ icon, name, description }) => ({ icon, title: name, text: description }));
}

/**
 * A list of icon cards. The caller names the columns; each item's title is its key.
 */
export function IconCardGrid({
  items,
  columns,
  size,
  layout,
  cardClassName,
}: {
  items: readonly (Pick<CardProps, "icon" | "title" | "text"> & { extra?: ReactNode })[];
  /** Grid columns per breakpoint, e.g. "md:grid-cols-3". */
  columns: string;
  size?: CardProps["size"];
  layout?: CardProps["layout"];
  cardClassName?: string;
}) {
  return (
    <ul className={cn("grid gap-6", columns)}>
      {items.map((item) => (
        <li key={item.title}>
          <IconCard
            icon={item.icon}
            title={item.title}
            text={item.text}
            size={size}
            layout={layout}
            className={cardClassName}
          >
            {item.extra}
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
