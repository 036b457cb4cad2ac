import type { BlockProps } from "@/components/blocks/define-block";
import type { roadmapBlock } from "@/components/blocks/roadmap/config";
import { withWords } from "@/components/blocks/settings";
import { RoadmapSection } from "@/components/sections/roadmap-section";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { roadmapContentIn } from "@/content/roadmap";

export function RoadmapBlock({ settings, place }: BlockProps<typeof roadmapBlock>) {
  const { heading, ...words } = settings;
  const roadmap = withWords(roadmapContentIn(place.locale), words);
  return (
    <RoadmapSection
      roadmap={
        heading
          ? { ...roadmap, heading: { next: heading, shippedAndNext: heading, shipped: heading } }
          : roadmap
      }
      quarter={interfaceLabelsIn(place.locale).blocks.quarter}
      locale={place.locale}
    />
  );
}
