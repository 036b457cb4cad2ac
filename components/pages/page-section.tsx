import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type PageSectionProps = {
  /** Anchor for the section; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  /** Muted sections alternate with plain ones to pace a long page. */
  tone?: "plain" | "muted";
  align?: "center" | "start";
  /** Extra classes on the inner container, e.g. a narrower max width. */
  className?: string;
  children: ReactNode;
};

/** A titled band of an inner page with the site's spacing and max width. */
export function PageSection({
  id,
  title,
  eyebrow,
  description,
  tone = "plain",
  align = "center",
  className,
  children,
}: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(tone === "muted" && "border-y border-line bg-surface-muted")}
    >
      <div className={cn("mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8", className)}>
        <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h2
            id={`${id}-heading`}
            className={cn(
              "text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl",
              eyebrow && "mt-2",
            )}
          >
            {title}
          </h2>
          {description && (
            <p className="mt-4 text-lg leading-8 text-pretty text-ink-muted">{description}</p>
          )}
        </div>
        <div className="mt-12 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}
