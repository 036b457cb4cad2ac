import type { BlockProps } from "@/components/blocks/define-block";
import type { trialTimelineBlock } from "@/components/blocks/trial-timeline/config";
import { withWords } from "@/components/blocks/settings";
import { TrialTimelineSection } from "@/components/sections/trial-timeline-section";
import { trialTimelineContent } from "@/content/landing/trial-timeline";
import { vaultContent } from "@/content/landing/vault";

export function TrialTimelineBlock({ settings }: BlockProps<typeof trialTimelineBlock>) {
  const { vault, ...words } = settings;
  return (
    <TrialTimelineSection
      timeline={withWords(trialTimelineContent, words)}
      vault={vault ? vaultContent : undefined}
    />
  );
}
