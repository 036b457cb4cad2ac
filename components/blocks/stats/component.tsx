import { BlockSection } from "@/components/blocks/block-section";
import type { BlockProps } from "@/components/blocks/define-block";
import type { statsBlock } from "@/components/blocks/stats/config";
import { StatGrid } from "@/components/blocks/parts/stat-grid";

export function StatsBlock({ settings, place }: BlockProps<typeof statsBlock>) {
  return (
    <BlockSection settings={settings} place={place}>
      <StatGrid stats={settings.items} label={settings.heading} />
    </BlockSection>
  );
}
