import type { BlockProps } from "@/components/blocks/define-block";
import type { calculatorBlock } from "@/components/blocks/calculator/config";
import { withWords } from "@/components/blocks/settings";
import { CalculatorSection } from "@/components/sections/calculator-section";
import { calculatorContentIn } from "@/content/calculator";
import { interfaceLabelsIn } from "@/content/interface-labels";

export function CalculatorBlock({ settings, place }: BlockProps<typeof calculatorBlock>) {
  return (
    <CalculatorSection
      calculator={withWords(calculatorContentIn(place.locale), settings)}
      labelled={interfaceLabelsIn(place.locale).blocks.labelled}
      locale={place.locale}
    />
  );
}
