import type { BlockProps } from "@/components/blocks/define-block";
import type { statsBlock } from "@/components/blocks/stats/config";
import { PageSection } from "@/components/pages/page-section";
import { StatGrid } from "@/components/pages/stat-grid";

export function StatsBlock({ settings, place }: BlockProps<typeof statsBlock>) {
  return (
    <PageSection
      id={place.id}
      eyebrow={settings.eyebrow}
      title={settings.heading}
      description={settings.intro}
      tone={settings.background}
    >
      <StatGrid stats={settings.items} label={settings.heading} />
    </PageSection>
  );
}
