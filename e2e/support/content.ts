/**
 * The one door from the tests to the site's content: specs read every expected text, price and
 * name from here, never from `@/content/*` directly, so when the content moves to other files
 * only this module changes.
 */
import { legalDocument } from "@/content/legal";
import { navigation, navigationIn, type SectionId } from "@/content/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { plans, type Plan } from "@/content/plans";
import { formatUsd } from "@/lib/text/format";
import { lowestMonthlyPrice } from "@/lib/pricing/pricing";
import { roadmapContent, shownRoadmap } from "@/content/roadmap";
import { costStoryContent } from "@/content/landing/cost-story";
import { tools } from "@/content/tools";
import { fillTemplate } from "@/lib/text/fill-template";
import { roadmapHeadingKey } from "@/lib/dates/roadmap";
import { toolsTotal } from "@/lib/pricing/savings";

export { calculatorContent, savingsModel } from "@/content/calculator";
export { chatContent, chatContentIn } from "@/content/chat";
export { claims } from "@/content/claims";
export { interfaceLabels } from "@/content/interface-labels";
export { consentContent, consentContentIn } from "@/content/consent";
export { faqContent, faqContentIn } from "@/content/faq";
export { footerContent } from "@/content/footer";
export { formsContent, formsContentIn } from "@/content/forms";
export { integrationsContent } from "@/content/integrations";
export { navigation, sectionIds } from "@/content/navigation";
export { plans, type Plan } from "@/content/plans";
export { siteConfig } from "@/content/site";
export { GDPR_TARGET } from "@/content/routes";
export { tools };
export { comparisonContent } from "@/content/landing/comparison";
export { costStoryContent };
export { featuresContent } from "@/content/landing/features";
export { freshApproachContent } from "@/content/landing/fresh-approach";
export { heroContent } from "@/content/landing/hero";
export { planComparison } from "@/content/landing/plan-comparison";
export { pricingContent } from "@/content/landing/pricing";
export { trialTimelineContent } from "@/content/landing/trial-timeline";
export { vaultContent } from "@/content/landing/vault";
export { aboutContent } from "@/content/pages/about";
export { blogContent, blogContentIn } from "@/content/pages/blog";
export { getPosts, postCardPath, postCategories, postModified } from "@/content/posts";
export { brandContent } from "@/content/pages/brand";
export { chatIndex } from "@/content/chat-index";
export { careersContent } from "@/content/pages/careers";
export { allRoles, openRoles, rolePath } from "@/content/roles";
export { contactSupportContent, contactSupportContentIn } from "@/content/pages/contact-support";
export { helpCenterContent } from "@/content/pages/help-center";
export {
  articlesInCategory,
  helpArticlePath,
  getHelpArticles,
  popularArticles,
} from "@/content/help";
export { partnersContent } from "@/content/pages/partners";
export { pressContent } from "@/content/pages/press";
export { legalPageContent } from "@/content/pages/legal";
export const privacyPolicy = legalDocument("privacy-policy");
export const termsOfService = legalDocument("terms-of-service");
export { statusContent } from "@/content/pages/status";
export { thankYouContent } from "@/content/pages/thank-you";
export { trainingContent } from "@/content/pages/training";

export { shownRoadmap };

export { homePage, innerBlockPages } from "@/content/block-pages";

/** The block library (content/block-pages/block-library.yaml): one of every block, noindex. */
export const BLOCK_LIBRARY_PATH = "/block-library";

/** The roadmap's heading on the build date: it depends on which items are shown. */
export const roadmapHeading = roadmapContent.heading[roadmapHeadingKey(shownRoadmap())];

/** The cost story's heading: the monthly total of the tools data in its template. */
export const costStoryHeading = fillTemplate(costStoryContent.heading, {
  total: formatUsd(toolsTotal(tools)),
});

/**
 * A content entry a test needs, such as the second FAQ item: missing, the test fails here, naming
 * it, instead of looking for an empty text, which every element contains.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the content has no ${what}`);
  return value;
}

/** The plan with this id; a test naming a plan that is gone fails here, saying which. */
export function planById(id: string): Plan {
  const plan = plans.find((entry) => entry.id === id);
  if (!plan) throw new Error(`content has no plan "${id}"`);
  return plan;
}

/** A header link to a landing section, by its id, named as the navigation content names it. */
export function sectionLabel(id: SectionId, locale: Locale = "en"): string {
  const item = navigationIn(locale).header.find((entry) => entry.section === id);
  if (!item) throw new Error(`content/${locale}/navigation.yaml: no header link to #${id}`);
  return item.label;
}

/** The footer's link to a page of the site, named as the navigation content names it. */
export function footerPageLabel(href: string): string {
  const items = [
    ...navigation.footerColumns.flatMap((column) => column.items),
    ...navigation.legal,
  ];
  const item = items.find((entry) => entry.kind === "page" && entry.href === href);
  if (!item) throw new Error(`content/navigation.yaml: no footer link to ${href}`);
  return item.label;
}

/** "Plans start at" as the FAQ and the chat say it: the lowest monthly price, e.g. "$97/month". */
export const startingPrice = `${formatUsd(lowestMonthlyPrice(plans))}/month`;

// In each language: what the pages, feeds and files for agents are made from.
export { interfaceLabelsIn } from "@/content/interface-labels";
export { agentLocales } from "@/content/agent-files";
export { feedLocales } from "@/content/feeds";
export { notFoundLocales } from "@/content/not-found";
export { getPosts as getPostsIn } from "@/content/posts";
export { getHelpArticles as getHelpArticlesIn } from "@/content/help";
export { legalDocuments as legalDocumentsIn } from "@/content/legal";
export { footerContentIn } from "@/content/footer";
export { navigationIn } from "@/content/navigation";
