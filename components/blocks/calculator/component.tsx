import type { BlockProps } from "@/components/blocks/define-block";
import type { calculatorBlock } from "@/components/blocks/calculator/config";
import { withWords } from "@/components/blocks/settings";
import { CalculatorSection } from "@/components/sections/calculator-section";
import { calculatorContent } from "@/content/calculator";

export function CalculatorBlock({ settings }: BlockProps<typeof calculatorBlock>) {
  return <CalculatorSection calculator={withWords(calculatorContent, settings)} />;
}
