import type { BlockProps } from "@/components/blocks/define-block";
import type { calculatorBlock } from "@/components/blocks/calculator/config";
import { withWords } from "@/components/blocks/settings";
import { CalculatorSection } from "@/components/sections/calculator-section";
import { calculatorContentIn } from "@/content/calculator";

export function CalculatorBlock({ settings, place }: BlockProps<typeof calculatorBlock>) {
  return (
    <CalculatorSection
      calculator={withWords(calculatorContentIn(place.locale), settings)}
      locale={place.locale}
    />
  );
}
