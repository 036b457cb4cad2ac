import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  calculatorContent,
  comparisonContent,
  costStoryHeading,
  faqContent,
  featuresContent,
  freshApproachContent,
  homePage,
  integrationsContent,
  planComparison,
  pricingContent,
  required,
  roadmapHeading,
  trialTimelineContent,
  vaultContent,
} from "./content";
import { htmlFileFor } from "./routes";

/**
 * What the page gates look at in a loaded page: policy violations, what is hidden on load, and
 * what must stay collapsed. e2e/gates.spec.ts runs them all on one load of each page.
 */

export type Violation = { directive: string; blocked: string; sample: string; page: string };

/** The heading each landing section's block shows, as its content file writes it. */
const SECTION_HEADINGS: Record<string, string> = {
  "why-switch": comparisonContent.heading,
  "plan-table": planComparison.heading,
  "cost-story": costStoryHeading,
  features: featuresContent.heading,
  "fresh-approach": freshApproachContent.heading,
  "trial-timeline": trialTimelineContent.heading,
  vault: vaultContent.heading,
  calculator: calculatorContent.heading,
  roadmap: roadmapHeading,
  pricing: pricingContent.heading,
  integrations: integrationsContent.heading,
  faq: faqContent.heading,
};

/**
 * The landing page's section headings, in the order content/block-pages/home.yaml places its
 * blocks (the hero holds the h1, not a section heading).
 */
export const LANDING_HEADINGS = homePage()
  .blocks.filter((block) => block.discriminant !== "hero")
  .map((block) =>
    required(
      SECTION_HEADINGS[block.discriminant],
      `a heading for the landing block ${block.discriminant}`,
    ),
  );

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text as `innerText` compares it: entities decoded, whitespace collapsed, case folded
 *  (a heading may be drawn in capitals with `text-transform`). */
export function normalize(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, decimal: string) =>
      String.fromCodePoint(Number.parseInt(decimal, 10)),
    )
    .replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The text of every <h2> in the route's prerendered HTML, as a search engine reads it. */
export function prerenderedHeadings(route: string): string[] {
  const html = readFileSync(htmlFileFor(route), "utf8");
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    normalize((match[1] ?? "").replace(/<[^>]+>/g, "")),
  );
}

/**
 * What the browser shows on load: elements whose computed content-visibility is not `visible`,
 * and the page's sections and main blocks that are not rendered or sit under a zero opacity.
 */
export function hiddenOnLoad(page: Page) {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `<${element.localName}${element.id ? `#${element.id}` : ""} class="${element.getAttribute("class") ?? ""}">`;
    const skipping = [...document.querySelectorAll("*")]
      .filter((element) => getComputedStyle(element).contentVisibility !== "visible")
      .map(describe);
    const blocks = new Set([
      ...document.querySelectorAll("section"),
      ...document.querySelectorAll(
        "main > :not(script, style, template, noscript), header, footer",
      ),
    ]);
    const faded = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) <= 0) return true;
      }
      return false;
    };
    const unseen = [...blocks]
      .filter(
        (element) => !element.checkVisibility({ contentVisibilityAuto: true }) || faded(element),
      )
      .map(describe);
    return { skipping, unseen, blocks: blocks.size, text: document.body.innerText };
  });
}

/**
 * What must stay hidden: the answers of closed FAQ entries (<details>) and tab panels whose tab
 * is not selected. Each is described with whether the browser renders it.
 */
export function collapsedContent(page: Page) {
  return page.evaluate(() => {
    const closedAnswers = [...document.querySelectorAll("details:not([open])")].flatMap((details) =>
      [...details.children].filter((child) => child.localName !== "summary"),
    );
    const inactivePanels = [...document.querySelectorAll('[role="tab"]')]
      .filter((tab) => tab.getAttribute("aria-selected") !== "true")
      .map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? ""))
      .filter((panel): panel is HTMLElement => panel !== null);
    return [...closedAnswers, ...inactivePanels].map((element) => ({
      text: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
      rendered: element.checkVisibility({ contentVisibilityAuto: true }),
    }));
  });
}

/** Collects violations from every document the page loads, across navigations. */
export async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction("__reportCspViolation", (violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
        .__reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) {
      violations.push({ directive: "console", blocked: "", sample: text, page: page.url() });
    }
  });
  return violations;
}
