import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/brand/icons";
import { savingsModel, type CalculatorContent } from "@/content/calculator";
import { buttonVariants } from "@/components/ui/button";
import { SectionLink } from "@/components/layout/section-link";
import { LazySavingsCalculator } from "@/components/blocks/islands";
import { SectionHeader } from "@/components/sections/section-header";
import { cn } from "@/components/ui/cn";
import { fillTemplate } from "@/lib/text/fill-template";
import { calculateSavings } from "@/lib/pricing/savings";
import { calculatorFigures, firstPosition } from "@/lib/pricing/calculator-figures";

type CalculatorProps = {
  calculator: CalculatorContent;
  /** How the page's language sets a label before its text: "{label}: {text}". */
  labelled: string;
  /** The page's language: the calculator writes its numbers in it. */
  locale: string;
};

/** The calculator itself, its button to the plans and its footnote: alone or in the cost story. */
export function CalculatorBody({ calculator, labelled, locale }: CalculatorProps) {
  const { sliders } = calculator;
  const first = firstPosition(sliders);
  return (
    <>
      <LazySavingsCalculator
        sliders={calculator.sliders}
        model={savingsModel}
        labels={{
          ...calculator.labels,
          recommendedPlan: fillTemplate(labelled, {
            label: calculator.labels.recommendedPlan,
            text: "",
          }),
        }}
        locale={locale}
        firstFigures={calculatorFigures(
          first,
          calculateSavings(first, savingsModel),
          sliders,
          locale,
        )}
      />
      <div className="mt-8 flex flex-col items-center gap-4 text-center">
        <SectionLink section="pricing" className={cn(buttonVariants({ size: "lg" }))}>
          {calculator.labels.cta}
          <Icon icon={ArrowRight} aria-hidden="true" />
        </SectionLink>
        <p className="max-w-3xl text-sm text-ink-muted">{calculator.footnote}</p>
      </div>
    </>
  );
}

export function CalculatorSection(props: CalculatorProps) {
  const { calculator } = props;
  return (
    <section aria-labelledby="calculator-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="calculator-heading"
          eyebrow={calculator.eyebrow}
          heading={calculator.heading}
          intro={calculator.intro}
        />
        <div className="mt-14">
          <CalculatorBody {...props} />
        </div>
      </div>
    </section>
  );
}
