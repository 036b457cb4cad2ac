import type { BlockProps } from "@/components/blocks/define-block";
import type { heroBlock } from "@/components/blocks/hero/config";
import { withWords } from "@/components/blocks/settings";
import { HeroSection } from "@/components/sections/hero-section";
import { heroContentIn } from "@/content/landing/hero";
import { interfaceLabelsIn } from "@/content/interface-labels";

export function HeroBlock({ settings, place }: BlockProps<typeof heroBlock>) {
  const { lead, highlight, ...words } = settings;
  const heroContent = heroContentIn(place.locale);
  const hero = withWords(heroContent, {
    ...words,
    heading: withWords(heroContent.heading, { lead, highlight }),
  });
  const { newTab, blocks } = interfaceLabelsIn(place.locale);
  return (
    <HeroSection
      hero={hero}
      labels={{ newTab, labelled: blocks.labelled }}
      level={place.first ? 1 : 2}
    />
  );
}
