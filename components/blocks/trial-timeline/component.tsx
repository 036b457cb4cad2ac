import type { BlockProps } from "@/components/blocks/define-block";
import type { trialTimelineBlock } from "@/components/blocks/trial-timeline/config";
import { withWords } from "@/components/blocks/settings";
import { TrialTimelineSection } from "@/components/sections/trial-timeline-section";
import { trialTimelineContent } from "@/content/landing/trial-timeline";

export function TrialTimelineBlock({ settings }: BlockProps<typeof trialTimelineBlock>) {
  return <TrialTimelineSection timeline={withWords(trialTimelineContent, settings)} />;
}
