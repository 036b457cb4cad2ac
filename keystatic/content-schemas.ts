import { z } from "zod";
import { blockPageSchema } from "@/content/block-pages";
import { calculatorSchema } from "@/content/calculator";
import { claimsSchema } from "@/content/claims";
import { chatSchema } from "@/content/chat";
import { interfaceLabelsSchema } from "@/content/interface-labels";
import { consentSchema } from "@/content/consent";
import { formsSchema } from "@/content/forms";
import { faqSchema } from "@/content/faq";
import { footerSchema } from "@/content/footer";
import { iconNames } from "@/content/icons";
import { integrationsSchema } from "@/content/integrations";
import { comparisonSchema } from "@/content/landing/comparison";
import { costStorySchema } from "@/content/landing/cost-story";
import { featuresSchema } from "@/content/landing/features";
import { freshApproachSchema } from "@/content/landing/fresh-approach";
import { heroSchema } from "@/content/landing/hero";
import { planComparisonSchema } from "@/content/landing/plan-comparison";
import { pricingSchema } from "@/content/landing/pricing";
import { trialTimelineSchema } from "@/content/landing/trial-timeline";
import { vaultSchema } from "@/content/landing/vault";
import { navigationSchema } from "@/content/navigation";
import { siteTokens } from "@/content/tokens";
import { aboutSchema } from "@/content/pages/about";
import { blogSchema } from "@/content/pages/blog";
import { brandSchema } from "@/content/pages/brand";
import { careersSchema } from "@/content/pages/careers";
import { contactSupportSchema } from "@/content/pages/contact-support";
import { helpCenterSchema } from "@/content/pages/help-center";
import { legalFrontmatterSchema, legalPageSchema } from "@/content/pages/legal";
import { partnersSchema } from "@/content/pages/partners";
import { pressSchema } from "@/content/pages/press";
import { statusSchema } from "@/content/pages/status";
import { thankYouSchema } from "@/content/pages/thank-you";
import { trainingSchema } from "@/content/pages/training";
import { plansFileSchema } from "@/content/plans";
import { roadmapSchema } from "@/content/roadmap";
import { siteConfig, siteEnv, siteFileSchema } from "@/content/site";
import { toolsFileSchema } from "@/content/tools";
import blogFile from "@/content/pages/blog.yaml";
import helpCenterFile from "@/content/pages/help-center.yaml";
import planComparisonFile from "@/content/landing/plan-comparison.yaml";
import { blocksData, jsonSchema } from "@/keystatic/blocks-data";
import type { JsonSchema } from "@/keystatic/fields-from-schema";
import type { EditorData } from "@/keystatic/editor-data";
import { employmentTypes } from "@/lib/careers/job-posting";
import { DESCRIPTION_MAX } from "@/content/pages/schemas";
import { POST_TITLE_MAX } from "@/content/post-title";

/** Every YAML data file in content/, with the zod schema the build checks it with. */
export const dataFiles: [name: string, label: string, file: string, schema: z.ZodType][] = [
  ["site", "Site settings", "content/site.yaml", siteFileSchema],
  ["plans", "Plans and prices", "content/plans.yaml", plansFileSchema],
  ["claims", "Figures and promises (used on many pages)", "content/claims.yaml", claimsSchema],
  ["faq", "FAQ", "content/faq.yaml", faqSchema],
  ["tools", "Tools replaced (savings)", "content/tools.yaml", toolsFileSchema],
  ["calculator", "Savings calculator", "content/calculator.yaml", calculatorSchema],
  ["integrations", "Integrations", "content/integrations.yaml", integrationsSchema],
  ["roadmap", "Roadmap", "content/roadmap.yaml", roadmapSchema],
  ["navigation", "Navigation", "content/navigation.yaml", navigationSchema],
  ["footer", "Footer", "content/footer.yaml", footerSchema],
  [
    "interfaceLabels",
    "Header, footer and 404 labels",
    "content/interface-labels.yaml",
    interfaceLabelsSchema,
  ],
  ["chat", "Chat replies", "content/chat.yaml", chatSchema],
  ["consent", "Cookie consent", "content/consent.yaml", consentSchema],
  ["forms", "Form messages", "content/forms.yaml", formsSchema],
  ["landingHero", "Landing: hero", "content/landing/hero.yaml", heroSchema],
  ["landingCostStory", "Landing: cost story", "content/landing/cost-story.yaml", costStorySchema],
  [
    "landingFreshApproach",
    "Landing: fresh approach",
    "content/landing/fresh-approach.yaml",
    freshApproachSchema,
  ],
  ["landingComparison", "Landing: comparison", "content/landing/comparison.yaml", comparisonSchema],
  ["landingFeatures", "Landing: features", "content/landing/features.yaml", featuresSchema],
  ["landingVault", "Landing: template vault", "content/landing/vault.yaml", vaultSchema],
  [
    "landingTrialTimeline",
    "Landing: trial timeline",
    "content/landing/trial-timeline.yaml",
    trialTimelineSchema,
  ],
  ["landingPricing", "Landing: pricing", "content/landing/pricing.yaml", pricingSchema],
  [
    "landingPlanComparison",
    "Landing: plan table",
    "content/landing/plan-comparison.yaml",
    planComparisonSchema,
  ],
  ["pageAbout", "Page: About", "content/pages/about.yaml", aboutSchema],
  ["pageBlog", "Page: Blog", "content/pages/blog.yaml", blogSchema],
  ["pageCareers", "Page: Careers", "content/pages/careers.yaml", careersSchema],
  ["pageHelpCenter", "Page: Help Center", "content/pages/help-center.yaml", helpCenterSchema],
  ["pageLegal", "Page: legal labels", "content/pages/legal.yaml", legalPageSchema],
  ["pagePartners", "Page: Partners", "content/pages/partners.yaml", partnersSchema],
  ["pageStatus", "Page: Status", "content/pages/status.yaml", statusSchema],
  ["pageTraining", "Page: Training", "content/pages/training.yaml", trainingSchema],
  ["pagePress", "Page: Press", "content/pages/press.yaml", pressSchema],
  [
    "pageContactSupport",
    "Page: Contact Support",
    "content/pages/contact-support.yaml",
    contactSupportSchema,
  ],
  ["pageBrand", "Page: Brand sheet", "content/pages/brand.yaml", brandSchema],
  ["pageThankYou", "Page: Thank you", "content/pages/thank-you.yaml", thankYouSchema],
];

function namesIn(file: unknown, ...path: string[]): string[] {
  let cursor = file;
  for (const key of path) cursor = (cursor as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(cursor)
    ? cursor.flatMap((item) => (typeof item?.name === "string" ? [item.name as string] : []))
    : [];
}

/** The plan comparison's row names, as the file has them: what `{% plan-limits %}` may show. */
function comparisonRows(file: unknown): string[] {
  const groups = (file as { groups?: unknown } | undefined)?.groups;
  if (!Array.isArray(groups)) return [];
  return groups.flatMap((group) => {
    const rows = (group as { rows?: unknown } | undefined)?.rows;
    return Array.isArray(rows)
      ? rows.flatMap((row) => (typeof row?.feature === "string" ? [row.feature as string] : []))
      : [];
  });
}

/**
 * The status page's services and incidents, as the form describes them when a monitor is
 * configured: visitors then see the monitor's, and these only when it cannot be reached.
 */
function withMonitorSaid(name: string, schema: JsonSchema, monitor: string | undefined) {
  if (name !== "pageStatus" || !monitor) return schema;
  const said = `A monitor is configured (${siteEnv.statusMonitor}=${monitor}): the status page shows its services and open incidents, and these only when it cannot be reached. Post an incident in the monitor.`;
  const properties = { ...schema.properties };
  for (const key of ["services", "incidents"]) {
    const field = properties[key];
    if (field) properties[key] = { ...field, description: said };
  }
  return { ...schema, properties };
}

/**
 * What the editor needs from the build's rules, as plain data: the page (a server component)
 * hands it to the editor in the browser, which never imports the content modules themselves.
 */
export function editorData(): EditorData {
  let monitor: string | undefined;
  try {
    monitor = siteConfig.statusMonitor;
  } catch {
    // A mistake in content/site.yaml: the editor still opens, to fix it.
  }
  return {
    singletons: dataFiles.map(([name, label, file, schema]) => ({
      name,
      label,
      file,
      schema: withMonitorSaid(name, jsonSchema(schema), monitor),
    })),
    legal: jsonSchema(legalFrontmatterSchema),
    icons: [...iconNames],
    postCategories: namesIn(blogFile, "filter", "categories"),
    helpCategories: namesIn(helpCenterFile, "categories", "items"),
    planLimitRows: comparisonRows(planComparisonFile),
    employmentTypes: [...employmentTypes],
    postTitleMax: POST_TITLE_MAX,
    descriptionMax: DESCRIPTION_MAX,
    ...blocksData(),
    blockPage: jsonSchema(blockPageSchema),
    tokens: Object.keys(siteTokens),
  };
}
