import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { chosen, pick, sectionWords } from "@/components/blocks/settings";
import { planIdsInFile, plansIn } from "@/content/plans";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { siteConfig, siteTextIn } from "@/content/site";
import { softwareApplicationJsonLd } from "@/lib/seo/structured-data";

export const pricingBlock = defineBlock({
  type: "pricing",
  label: "Pricing",
  description:
    "The plan cards with the monthly/annual switch and the guarantee (content/plans.yaml, content/landing/pricing.yaml).",
  once: true,
  settings: z.object({
    badge: z.string().min(1).optional().describe("Leave empty to keep the section's usual badge."),
    heading: sectionWords.heading,
    intro: sectionWords.intro,
    plans: chosen(planIdsInFile(), "a plan", "content/plans.yaml"),
    comparison: z
      .boolean()
      .default(false)
      .describe(
        "Fold the plan comparison table beneath the cards (content/landing/plan-comparison.yaml). Leave it off on a page that has a Plan table block.",
      ),
  }),
  // The product with an offer for each plan and billing period shown, in the page's language.
  jsonLd: (settings, place) =>
    softwareApplicationJsonLd(
      { ...siteConfig, ...siteTextIn(place.locale) },
      pick(plansIn(place.locale), (plan) => plan.id, settings.plans),
      place.path,
      place.locale,
      interfaceLabelsIn(place.locale).structuredData,
    ),
});
