import type { BlockProps } from "@/components/blocks/define-block";
import type { roadmapBlock } from "@/components/blocks/roadmap/config";
import { withWords } from "@/components/blocks/settings";
import { RoadmapSection } from "@/components/sections/roadmap-section";
import { roadmapContent } from "@/content/roadmap";

export function RoadmapBlock({ settings }: BlockProps<typeof roadmapBlock>) {
  const { heading, ...words } = settings;
  const roadmap = withWords(roadmapContent, words);
  return (
    <RoadmapSection
      roadmap={
        heading
          ? { ...roadmap, heading: { next: heading, shippedAndNext: heading, shipped: heading } }
          : roadmap
      }
    />
  );
}
