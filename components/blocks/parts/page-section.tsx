import type { ReactNode } from "react";
import { SectionHeader } from "@/components/sections/section-header";
import { cn } from "@/components/ui/cn";

type PageSectionProps = {
  /** Anchor for the section; its heading gets `${id}-heading`. */
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  /** Muted sections alternate with plain ones to pace a long page. */
  tone?: "plain" | "muted";
  align?: "center" | "left";
  /** Extra classes on the inner container, e.g. a narrower max width. */
  className?: string;
  children: ReactNode;
};

/** A titled band of an inner page, with the same header and spacing as the landing page. */
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
      data-tone={tone}
      className={cn(tone === "muted" && "border-y border-line bg-surface-muted")}
    >
      <div className={cn("mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8", className)}>
        <SectionHeader
          id={`${id}-heading`}
          eyebrow={eyebrow}
          heading={title}
          intro={description}
          align={align}
          className="max-w-2xl"
        />
        <div className="mt-12 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}
