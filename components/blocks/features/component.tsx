import type { BlockProps } from "@/components/blocks/define-block";
import type { featuresBlock } from "@/components/blocks/features/config";
import { pick, withWords } from "@/components/blocks/settings";
import { FeaturesSection } from "@/components/sections/features-section";
import { featuresContentIn } from "@/content/landing/features";
import { interfaceLabelsIn } from "@/content/interface-labels";

export function FeaturesBlock({ settings, place }: BlockProps<typeof featuresBlock>) {
  const { tabs, ...words } = settings;
  const features = withWords(featuresContentIn(place.locale), words);
  return (
    <FeaturesSection
      features={{ ...features, tabs: pick(features.tabs, (tab) => tab.id, tabs) }}
      featureContext={interfaceLabelsIn(place.locale).blocks.featureContext}
    />
  );
}
