import { claimsTokens, claimsTokensIn } from "@/content/claims";
import { plans } from "@/content/plans";
import { siteConfig, siteEmailNames, siteTextIn } from "@/content/site";
import { tools } from "@/content/tools";
import { ContentError } from "@/lib/content/errors";
import type { TokenTable } from "@/lib/content/tokens";
import { FIRST_TOUCH_KEY, FIRST_TOUCH_MAX_AGE_DAYS } from "@/lib/leads/first-touch";
import type { ContentLocale } from "@/lib/content/content-locales";
import { formatUsd } from "@/lib/text/format";
import { formatIntegerIn, formatPriceIn } from "@/lib/text/format-in-locale";
import { spellCount } from "@/lib/careers/open-roles";
import { BILLED_MONTHS_PER_YEAR, MONTHS_PER_YEAR, lowestMonthlyPrice } from "@/lib/pricing/pricing";
import { toolsTotal } from "@/lib/pricing/savings";
import { slugify } from "@/lib/text/slug";

function topPlanName(): string {
  const top = plans.at(-1);
  if (!top) throw new Error("content/plans.yaml: {{plan.top}} needs at least one plan");
  return top.name;
}

function funnelToolPrice(): string {
  const tool = tools.find((entry) => entry.replacedTools.includes("ClickFunnels"));
  if (!tool) {
    throw new ContentError("content/tools.yaml", [
      'content/tools.yaml.tools: {{tools.funnelPrice}} needs an entry whose replacedTools names "ClickFunnels"',
    ]);
  }
  return formatUsd(tool.otherToolsPrice);
}

/**
 * Per plan, by its id: {{plan.amplify.name}}, {{plan.amplify.monthly}}, {{plan.amplify.annual}}.
 * While content/plans.yaml is invalid under `next dev` there are none (content/define-content.ts); the
 * pages that read the plans show why.
 */
function planTokens(): TokenTable {
  try {
    return Object.fromEntries(
      plans.flatMap((plan) => [
        [
          `plan.${plan.id}.name`,
          { describe: `the ${plan.id} plan's name`, value: () => plan.name },
        ],
        [
          `plan.${plan.id}.annual`,
          {
            describe: `the ${plan.id} plan's annual price`,
            value: () => formatUsd(plan.annualPrice),
          },
        ],
        ...(plan.monthlyPrice === null
          ? []
          : [
              [
                `plan.${plan.id}.monthly`,
                {
                  describe: `the ${plan.id} plan's monthly price`,
                  value: () => formatUsd(plan.monthlyPrice as number),
                },
              ],
            ]),
      ]),
    );
  } catch (error) {
    if (error instanceof ContentError) return {};
    throw error;
  }
}

/**
 * The build tokens content files may write as `{{name}}` (see lib/content/tokens.ts and
 * docs/content.md). A file that a token is derived from cannot use that token itself, except
 * content/site.yaml, which may use the claims (content/claims.yaml).
 */
export const siteTokens: TokenTable = {
  brand: { describe: "the brand name (content/site.yaml)", value: () => siteConfig.name },
  "brand.slug": {
    describe: "the brand name as it starts file names, e.g. stackless (lib/text/slug.ts)",
    value: () => slugify(siteConfig.name),
  },
  "site.tagline": {
    describe: "the site's tagline, the landing page's title (content/site.yaml)",
    value: () => siteConfig.tagline,
  },
  "site.description": {
    describe: "the site's description, the landing page's (content/site.yaml)",
    value: () => siteConfig.description,
  },
  foundedYear: {
    describe: "the year the company was founded (content/site.yaml)",
    value: () => String(siteConfig.foundedYear),
  },
  "address.street": { describe: "street address", value: () => siteConfig.address.street },
  "address.postalCode": { describe: "postal code", value: () => siteConfig.address.postalCode },
  "address.city": { describe: "city", value: () => siteConfig.address.city },
  "address.country": { describe: "country", value: () => siteConfig.address.country },
  ...Object.fromEntries(
    siteEmailNames.map((key) => [
      `email.${key}`,
      {
        describe: `the ${key} e-mail address (content/site.yaml)`,
        value: () => siteConfig.email[key],
      },
    ]),
  ),
  "price.lowestMonthly": {
    describe: "the lowest monthly plan price, e.g. $97 (content/plans.yaml)",
    value: () => formatUsd(lowestMonthlyPrice(plans)),
  },
  "price.billedMonths": {
    describe: "how many months a year of annual billing costs, e.g. 10 (lib/pricing/pricing.ts)",
    value: () => String(BILLED_MONTHS_PER_YEAR),
  },
  "price.freeMonths": {
    describe: "how many months a year annual billing gives free, e.g. 2 (lib/pricing/pricing.ts)",
    value: () => String(MONTHS_PER_YEAR - BILLED_MONTHS_PER_YEAR),
  },
  ...planTokens(),
  "plan.top": { describe: "the name of the last, largest plan", value: topPlanName },
  "plan.count": {
    describe: "how many plans there are, in words up to twelve (content/plans.yaml)",
    value: () => spellCount(plans.length),
  },
  "tools.total": {
    describe: "what the tools the platform replaces cost a month together (content/tools.yaml)",
    value: () => formatUsd(toolsTotal(tools)),
  },
  "tools.funnelPrice": {
    describe: "what the funnel tools (ClickFunnels and the like) cost a month",
    value: funnelToolPrice,
  },
  "geo.provider": {
    describe:
      "who the cookie banner asks for the visitor's country: the host of NEXT_PUBLIC_GEO_ENDPOINT, e.g. ipapi.co",
    value: () => new URL(siteConfig.geoEndpoint, siteConfig.origin).host,
  },
  ...claimsTokens,
  "firstTouch.key": {
    describe: "the local-storage key of the visit's first campaign (lib/leads/first-touch.ts)",
    value: () => FIRST_TOUCH_KEY,
  },
  "firstTouch.maxAgeDays": {
    describe: "how many days the first campaign is kept",
    value: () => String(FIRST_TOUCH_MAX_AGE_DAYS),
  },
};

const localeTables = new Map<ContentLocale, TokenTable>();

/**
 * The tokens as content in `locale` says them: prices and counts written the way that language
 * writes numbers (`5 997 $US` in French; the currency stays the content's), the claims' words
 * from their translation, `{{plan.count}}` in figures outside English. The English is siteTokens.
 */
export function tokensIn(locale: ContentLocale): TokenTable {
  if (locale === "en") return siteTokens;
  let table = localeTables.get(locale);
  if (table) return table;
  const price = (amount: () => number) => () => formatPriceIn(amount(), locale);
  const retold: Record<string, () => string> = {
    "price.lowestMonthly": price(() => lowestMonthlyPrice(plans)),
    "tools.total": price(() => toolsTotal(tools)),
    "plan.count": () => formatIntegerIn(plans.length, locale),
  };
  for (const plan of safePlans()) {
    retold[`plan.${plan.id}.annual`] = price(() => plan.annualPrice);
    if (plan.monthlyPrice !== null) {
      retold[`plan.${plan.id}.monthly`] = price(() => plan.monthlyPrice as number);
    }
  }
  // The site's tagline, description and city as the translation of content/site.yaml says them.
  const siteText = () => siteTextIn(locale);
  retold["site.tagline"] = () => siteText().tagline;
  retold["site.description"] = () => siteText().description;
  retold["address.city"] = () => siteText().address.city;
  retold["address.country"] = () => siteText().address.country;
  const funnel = siteTokens["tools.funnelPrice"];
  table = {
    ...siteTokens,
    ...claimsTokensIn(locale),
    ...Object.fromEntries(
      Object.entries(retold).map(([name, value]) => [
        name,
        { describe: siteTokens[name]?.describe ?? name, value },
      ]),
    ),
    ...(funnel && {
      "tools.funnelPrice": {
        describe: funnel.describe,
        value: () => {
          funnel.value();
          const tool = tools.find((entry) => entry.replacedTools.includes("ClickFunnels"));
          return formatPriceIn(tool?.otherToolsPrice ?? 0, locale);
        },
      },
    }),
  };
  localeTables.set(locale, table);
  return table;
}

/** The plans, or none while content/plans.yaml is invalid under `next dev` (as planTokens). */
function safePlans() {
  try {
    return [...plans];
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
}
