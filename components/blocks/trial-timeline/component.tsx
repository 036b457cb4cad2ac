import type { BlockProps } from "@/components/blocks/define-block";
import type { trialTimelineBlock } from "@/components/blocks/trial-timeline/config";
import { withWords } from "@/components/blocks/settings";
import { TrialTimelineSection } from "@/components/sections/trial-timeline-section";
import { trialTimelineContentIn } from "@/content/landing/trial-timeline";
import { vaultContentIn } from "@/content/landing/vault";
import { interfaceLabelsIn } from "@/content/interface-labels";

export function TrialTimelineBlock({ settings, place }: BlockProps<typeof trialTimelineBlock>) {
  const { vault, ...words } = settings;
  return (
    <TrialTimelineSection
      timeline={withWords(trialTimelineContentIn(place.locale), words)}
      vault={vault ? vaultContentIn(place.locale) : undefined}
      labelled={interfaceLabelsIn(place.locale).blocks.labelled}
    />
  );
}
