import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { BlockPlace } from "@/components/blocks/define-block";
import { blockComponents, blockPlaces } from "@/components/blocks/render-blocks";
import { blockPages, homePage, type BlockPage } from "@/content/block-pages";
import { costStoryContentIn } from "@/content/landing/cost-story";
import { faqContent, faqContentIn } from "@/content/faq";
import { featuresContentIn } from "@/content/landing/features";
import { heroContentIn } from "@/content/landing/hero";
import { interfaceLabels, interfaceLabelsIn } from "@/content/interface-labels";
import { planComparisonIn } from "@/content/landing/plan-comparison";
import { plans, plansIn } from "@/content/plans";
import { pricingContent, pricingContentIn } from "@/content/landing/pricing";
import { roadmapContentIn, shownRoadmap } from "@/content/roadmap";
import { tools, toolsIn } from "@/content/tools";
import { trialTimelineContentIn } from "@/content/landing/trial-timeline";
import { buildDate } from "@/lib/dates/build-date";
import { formatDate } from "@/lib/dates/format-date";
import { formatPeriod } from "@/lib/dates/dated";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatPriceIn } from "@/lib/text/format-in-locale";
import { lowestMonthlyPrice } from "@/lib/pricing/pricing";
import { toolsTotal } from "@/lib/pricing/savings";

// The islands' code is loaded in a browser, not here: each draws nothing in these renders.
vi.mock("@/components/blocks/islands", async (importOriginal) => {
  const islands = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(Object.keys(islands).map((name) => [name, () => null]));
});
vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {} }), usePathname: () => "/" }));

const languages = ["fr", "nl", "de"] as const;

/** What a reader of the page sees: its HTML's text, entities read, spaces collapsed. */
function pageText(page: BlockPage): string {
  const places = blockPlaces(page.blocks, page);
  const html = page.blocks
    .map((block, index) => {
      const Component = blockComponents[block.discriminant] as ComponentType<{
        settings: unknown;
        place: BlockPlace;
      }>;
      return renderToStaticMarkup(<Component settings={block.value} place={places[index]!} />);
    })
    .join("\n");
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The same spaces as pageText: Intl writes narrow and non-breaking ones in French prices. */
const squeezed = (text: string) => text.replace(/\s+/g, " ");

describe.each(languages)("the home page in %s", (locale) => {
  const page = homePage(locale);
  const text = pageText(page);
  const labels = interfaceLabelsIn(locale).blocks;

  it("is its translation, and each block says its words in that language", () => {
    expect(page.locale).toBe(locale);
    const hero = heroContentIn(locale);
    const faq = faqContentIn(locale);
    const pricing = pricingContentIn(locale);
    for (const words of [
      hero.heading.lead,
      featuresContentIn(locale).heading,
      trialTimelineContentIn(locale).heading,
      pricing.heading,
      planComparisonIn(locale).heading,
      costStoryContentIn(locale).totalLabel,
      faq.items[0]!.question,
      faq.items[0]!.answer,
    ]) {
      expect(text).toContain(squeezed(words));
    }
  });

  it("shows the plans in that language, priced as it writes prices", () => {
    for (const plan of plansIn(locale)) {
      expect(text).toContain(squeezed(plan.description));
      expect(text).toContain(squeezed(plan.features[0]!));
      if (plan.monthlyPrice) {
        expect(text).toContain(
          squeezed(formatPriceIn(plan.monthlyPrice, locale) + labels.perMonth),
        );
      } else {
        expect(text).toContain(squeezed(formatPriceIn(plan.annualPrice, locale) + labels.perYear));
      }
    }
  });

  it("names the limited-time offer in that language while it runs", () => {
    const pricing = pricingContentIn(locale);
    const offered = plansIn(locale).filter((plan) => plan.limitedTimeFeature);
    expect(offered.length).toBeGreaterThan(0);
    const open = buildDate() <= pricing.limitedTime.endsOn;
    for (const plan of offered) {
      expect(text.includes(squeezed(plan.limitedTimeFeature!))).toBe(open);
    }
    if (open) {
      const ends = fillTemplate(pricing.limitedTime.ends, {
        date: formatDate(pricing.limitedTime.endsOn, "short", locale),
      });
      expect(text).toContain(squeezed(ends));
    }
  });

  it("adds up the tools in that language, per month as it says it", () => {
    const translated = toolsIn(locale);
    expect(text).toContain(squeezed(translated[0]!.feature));
    expect(text).toContain(
      squeezed(formatPriceIn(toolsTotal(tools), locale) + labels.perMonthShort),
    );
    expect(text).toContain(
      squeezed(formatPriceIn(lowestMonthlyPrice(plans), locale) + labels.perMonthShort),
    );
  });

  it("shows the roadmap's items in that language, with their dates as it writes them", () => {
    const shown = shownRoadmap(undefined, roadmapContentIn(locale));
    expect(shown.length).toBeGreaterThan(0);
    for (const { item, period, dated } of shown) {
      expect(text).toContain(squeezed(item.title));
      if (dated) expect(text).toContain(squeezed(formatPeriod(period, locale, labels.quarter)));
    }
  });

  it("leaves none of the English it replaced", () => {
    const english = [
      pricingContent.heading,
      faqContent.items[0]!.question,
      plans[0]!.description,
      tools[0]!.feature,
      interfaceLabels.blocks.perMonth,
      "/mo ",
      "Unlimited Funnels",
      "limited time offer",
      " per month",
      " per year",
    ];
    for (const words of english) expect(text, words).not.toContain(words);
  });
});

describe.each(languages)("the translated pages of blocks in %s", (locale) => {
  const english = new Map(blockPages("en").map((page) => [page.slug, page]));
  const translated = blockPages(locale).filter((page) => page.locale === locale);

  it.each(translated.map((page) => [page.slug, page] as const))(
    "/%s shows its translation's words, not the English page's",
    (_slug, page) => {
      const text = pageText(page);
      const source = english.get(page.slug);
      // Every heading a block of the translation sets, where it differs from the English one.
      page.blocks.forEach((block, index) => {
        const heading = (block.value as { heading?: string }).heading;
        const englishHeading = (source?.blocks[index]?.value as { heading?: string } | undefined)
          ?.heading;
        if (!heading) return;
        expect(text).toContain(squeezed(heading));
        if (englishHeading && englishHeading !== heading) {
          expect(text).not.toContain(squeezed(englishHeading));
        }
      });
    },
  );
});
