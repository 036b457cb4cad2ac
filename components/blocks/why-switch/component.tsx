import type { BlockProps } from "@/components/blocks/define-block";
import type { whySwitchBlock } from "@/components/blocks/why-switch/config";
import { withWords } from "@/components/blocks/settings";
import { ComparisonSection } from "@/components/sections/comparison-section";
import { comparisonContentIn } from "@/content/landing/comparison";
import { freshApproachContentIn } from "@/content/landing/fresh-approach";

export function WhySwitchBlock({ settings, place }: BlockProps<typeof whySwitchBlock>) {
  const { principles, ...words } = settings;
  return (
    <ComparisonSection
      comparison={withWords(comparisonContentIn(place.locale), words)}
      principles={principles ? freshApproachContentIn(place.locale) : undefined}
    />
  );
}
