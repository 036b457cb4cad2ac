import type { ReactNode } from "react";
import type { BlockPlace } from "@/components/blocks/define-block";
import { PageSection } from "@/components/blocks/parts/page-section";

/** A block's band with its small heading, title and introduction (`titledSettings`). */
export function BlockSection({
  settings,
  place,
  className,
  children,
}: {
  settings: {
    eyebrow?: string;
    heading: string;
    intro?: string;
    background?: "plain" | "muted";
  };
  place: BlockPlace;
  /** Extra classes on the inner container, e.g. a narrower max width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <PageSection
      id={place.id}
      eyebrow={settings.eyebrow}
      title={settings.heading}
      description={settings.intro}
      tone={settings.background}
      className={className}
    >
      {children}
    </PageSection>
  );
}
