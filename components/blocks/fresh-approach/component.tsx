import type { BlockProps } from "@/components/blocks/define-block";
import type { freshApproachBlock } from "@/components/blocks/fresh-approach/config";
import { withWords } from "@/components/blocks/settings";
import { FreshApproachSection } from "@/components/sections/fresh-approach-section";
import { freshApproachContentIn } from "@/content/landing/fresh-approach";

export function FreshApproachBlock({ settings, place }: BlockProps<typeof freshApproachBlock>) {
  return <FreshApproachSection fresh={withWords(freshApproachContentIn(place.locale), settings)} />;
}
