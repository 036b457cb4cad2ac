import type { ComponentProps } from "react";
import { cn } from "@/components/ui/cn";

/** The one card surface of the inner pages. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8", className)}
      {...props}
    />
  );
}
