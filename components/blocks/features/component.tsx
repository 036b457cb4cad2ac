import type { BlockProps } from "@/components/blocks/define-block";
import type { featuresBlock } from "@/components/blocks/features/config";
import { pick, withWords } from "@/components/blocks/settings";
import { FeaturesSection } from "@/components/sections/features-section";
import { featuresContent } from "@/content/landing/features";

export function FeaturesBlock({ settings }: BlockProps<typeof featuresBlock>) {
  const { tabs, ...words } = settings;
  const features = withWords(featuresContent, words);
  return (
    <FeaturesSection features={{ ...features, tabs: pick(features.tabs, (tab) => tab.id, tabs) }} />
  );
}
