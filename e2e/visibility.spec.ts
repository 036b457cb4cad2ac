import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { VIEWPORTS } from "./support/constants";
import {
  calculatorContent,
  comparisonContent,
  faqContent,
  featuresContent,
  freshApproachContent,
  integrationsContent,
  planComparison,
  pricingContent,
  roadmapHeading,
  trialTimelineContent,
  vaultContent,
} from "./support/content";
import { expect, test } from "./support/fixtures";
import { heavyGateRoutes, htmlFileFor } from "./support/routes";

/** The landing page's section headings, as the content writes them. */
const LANDING_HEADINGS = [
  comparisonContent.heading,
  planComparison.heading,
  featuresContent.heading,
  freshApproachContent.heading,
  trialTimelineContent.heading,
  vaultContent.heading,
  calculatorContent.heading,
  roadmapHeading,
  pricingContent.heading,
  integrationsContent.heading,
  faqContent.heading,
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text as `innerText` compares it: entities decoded, whitespace collapsed, case folded
 *  (a heading may be drawn in capitals with `text-transform`). */
function normalize(text: string): string {
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
function prerenderedHeadings(route: string): string[] {
  const html = readFileSync(htmlFileFor(route), "utf8");
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    normalize((match[1] ?? "").replace(/<[^>]+>/g, "")),
  );
}

/**
 * What the browser shows on load: elements whose computed content-visibility is not `visible`,
 * and the page's sections and main blocks that are not rendered or sit under a zero opacity.
 */
function hiddenOnLoad(page: Page) {
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
function collapsedContent(page: Page) {
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

for (const route of heavyGateRoutes()) {
  test.describe(`nothing hidden on ${route}`, () => {
    for (const viewport of VIEWPORTS) {
      test(`every section renders and reads on load at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(route);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        const { skipping, unseen, blocks, text } = await hiddenOnLoad(page);
        expect(skipping, "elements whose content-visibility is not visible").toEqual([]);
        expect(blocks).toBeGreaterThan(2);
        expect(unseen, "sections and main blocks not rendered or at opacity 0").toEqual([]);

        const onScreen = normalize(text);
        const headings = prerenderedHeadings(route);
        expect(headings.length).toBeGreaterThan(0);
        if (route === "/") headings.push(...LANDING_HEADINGS.map(normalize));
        const missing = headings.filter((heading) => !onScreen.includes(heading));
        expect(missing, "headings missing from innerText before any scroll").toEqual([]);

        for (const collapsed of await collapsedContent(page)) {
          expect(collapsed.rendered, `rendered while collapsed: ${collapsed.text}`).toBe(false);
        }
      });
    }
  });
}

test("closed FAQ answers and inactive feature tabs stay hidden, the open ones show", async ({
  page,
}) => {
  await page.goto("/");
  const collapsed = await collapsedContent(page);
  // All but the open FAQ entry, all but the selected feature tab.
  expect(collapsed).toHaveLength(faqContent.items.length - 1 + featuresContent.tabs.length - 1);
  const text = normalize(await page.evaluate(() => document.body.innerText));
  const [open, ...closed] = faqContent.items;
  expect(text).toContain(normalize(open?.answer ?? "missing"));
  for (const item of closed) {
    expect(text).toContain(normalize(item.question));
    expect(text).not.toContain(normalize(item.answer));
  }
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
});
