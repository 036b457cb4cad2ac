import type { BlockProps } from "@/components/blocks/define-block";
import type { whySwitchBlock } from "@/components/blocks/why-switch/config";
import { withWords } from "@/components/blocks/settings";
import { ComparisonSection } from "@/components/sections/comparison-section";
import { comparisonContent } from "@/content/landing/comparison";
import { freshApproachContent } from "@/content/landing/fresh-approach";

export function WhySwitchBlock({ settings }: BlockProps<typeof whySwitchBlock>) {
  const { principles, ...words } = settings;
  return (
    <ComparisonSection
      comparison={withWords(comparisonContent, words)}
      principles={principles ? freshApproachContent : undefined}
    />
  );
}
