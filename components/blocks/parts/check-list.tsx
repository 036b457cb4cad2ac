import { Icon } from "@/components/ui/icon";
import { Check } from "@/lib/brand/icons";
import { cn } from "@/components/ui/cn";

/** Lines each after a green tick: what a course or a session covers. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon
            icon={Check}
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-success-600"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
