import type { Page } from "@playwright/test";
import {
  costStoryContent,
  costStoryHeading,
  faqContent,
  featuresContent,
  heroContent,
  integrationsContent,
  planComparison,
  plans,
  shownRoadmap,
  sectionIds,
  siteConfig,
  tools,
  trialTimelineContent,
  vaultContent,
  required,
} from "./support/content";
import { escapeRegExp } from "@/lib/text/escape-regexp";
import { formatUsd } from "@/lib/text/format";
import { HERO_BADGE_INTERVAL_MS, ROADMAP_STAGGER_S } from "@/lib/browser/timings";
import { displayPrice } from "@/lib/pricing/pricing";
import { interfaceLabels } from "@/content/interface-labels";
import { DESKTOP, PHONE, VIEWPORTS } from "./support/constants";
import { expect, expectSectionAtTop, gotoHydrated, test } from "./support/fixtures";
import { LANDING_HEADINGS } from "./support/page-gates";
import { freezeClock } from "./landing-clock";

/**
 * The landing page's sections. A page load costs seconds, so what a visitor sees and does at
 * one width runs as the steps of one load: what the page shows first, then what changes it.
 */

const activeBadge = (page: Page) => page.getByTestId("hero-badges").locator("li[data-active]");

/** The hero's badges wider than their pill. */
function clippedBadges(page: Page) {
  return page
    .getByTestId("hero-badges")
    .locator("li")
    .evaluateAll((items) =>
      items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent),
    );
}

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test("on a desktop, the landing page's sections show and work, on one load", async ({ page }) => {
  // Many checks on one load: give it the time of two tests.
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/");

  await test.step("shows the hero, every section in the content's order and the anchors", async () => {
    await expect(page.locator("h1")).toHaveText(
      `${heroContent.heading.lead} ${heroContent.heading.highlight}`,
    );
    // The order itself is the content's (content/block-pages.test.ts holds it).
    const headings = await page.locator("main h2").allTextContents();
    const positions = LANDING_HEADINGS.map((text) =>
      headings.findIndex((heading) => heading.includes(text)),
    );
    expect(
      positions.every((position) => position >= 0),
      `${headings.join(" | ")}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const id of ["features", "pricing", "integrations", "faq"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
  });

  await test.step("the last section is rendered and readable before the visitor scrolls to it", async () => {
    const faq = page.locator("section#faq");
    await expect(faq).not.toBeInViewport();
    expect(
      await faq.evaluate((section) => section.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    expect(await page.evaluate(() => document.body.innerText)).toContain(faqContent.heading);
  });

  await test.step(`fits a ${DESKTOP.width}px screen without sideways scrolling`, async () => {
    await expectNoSidewaysScroll(page, DESKTOP.width);
  });

  await test.step(`every hero badge fits its pill, unclipped, at ${DESKTOP.width}px`, async () => {
    expect(await clippedBadges(page)).toEqual([]);
  });

  await test.step("'Watch Demo' opens the configured video in a new tab", async () => {
    const demo = page.getByRole("link", { name: new RegExp(escapeRegExp(heroContent.demoCta)) });
    await expect(demo).toHaveAttribute("href", siteConfig.links.demoVideo);
    await expect(demo).toHaveAttribute("target", "_blank");
    await expect(demo).toHaveAttribute("rel", /noopener/);
  });

  await test.step("the plan comparison, folded beneath the prices, has a column per plan and text alternatives for the icons", async () => {
    await page.locator("#compare-plans > summary").click();
    const table = page.getByRole("table", { name: planComparison.caption });
    for (const plan of plans) {
      const price = displayPrice(plan, "monthly");
      const { perMonth, perYear } = interfaceLabels.blocks;
      const priceText = `${formatUsd(price.amount)}${price.period === "month" ? perMonth : perYear}`;
      const name = new RegExp(`${escapeRegExp(plan.name)}.*${escapeRegExp(priceText)}`);
      await expect(table.getByRole("columnheader", { name })).toBeVisible();
    }
    // Every row has one cell per plan: its text, or the words screen readers hear for a tick.
    for (const row of planComparison.groups.flatMap((group) => group.rows)) {
      const cells = plans.map((plan) => {
        const value = row.values[plan.id];
        if (typeof value === "string") return value;
        return value ? planComparison.included : planComparison.notIncluded;
      });
      const header = page.getByRole("rowheader", { name: row.feature, exact: true });
      await expect(table.getByRole("row").filter({ has: header }).getByRole("cell")).toHaveText(
        cells,
      );
    }
  });

  await test.step("the cost story headlines the total computed from the tools data, the tools folded beneath", async () => {
    await expect(page.getByRole("heading", { name: costStoryHeading })).toBeVisible();
    await expect(
      page.getByText(required(tools[0], "a tool").feature, { exact: true }),
    ).toBeHidden();
    await page.getByRole("heading", { name: costStoryContent.listHeading }).click();
    for (const tool of tools.slice(0, 3)) {
      await expect(page.getByText(tool.feature, { exact: true })).toBeVisible();
    }
  });

  await test.step("the feature showcase has a tab per feature, the first selected, every panel in the HTML", async () => {
    const tabs = page.getByRole("tablist", { name: featuresContent.tablistLabel }).getByRole("tab");
    await expect(tabs).toHaveCount(featuresContent.tabs.length);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText(
      required(featuresContent.tabs[0], "first feature tab").subtitle,
    );
    for (const tab of featuresContent.tabs) {
      await expect(page.locator(`#feature-panel-${tab.id}`)).toContainText(tab.description);
    }
  });

  await test.step("shows the trial days and the three vault steps", async () => {
    for (const step of trialTimelineContent.steps) {
      const label = trialTimelineContent.dayLabel.replace("{day}", String(step.day));
      await expect(page.getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: step.title })).toBeVisible();
    }
    for (const step of vaultContent.steps) {
      await expect(page.getByRole("heading", { name: step.title })).toBeVisible();
    }
  });

  await test.step("icons are drawn as lucide draws them: a round stroke in the text colour, unfilled unless asked", async () => {
    const icons = await page.locator("svg.icon").evaluateAll((svgs) =>
      svgs.map((svg) => {
        const style = getComputedStyle(svg);
        return {
          stroke: style.stroke,
          color: style.color,
          fill: style.fill,
          strokeWidth: style.strokeWidth,
          linecap: style.strokeLinecap,
          linejoin: style.strokeLinejoin,
          filled: svg.classList.contains("fill-current"),
        };
      }),
    );
    expect(icons.length).toBeGreaterThan(100);
    for (const icon of icons) {
      expect(icon.stroke).toBe(icon.color);
      expect(icon.fill).toBe(icon.filled ? icon.color : "none");
      expect([icon.linecap, icon.linejoin]).toEqual(["round", "round"]);
    }
    // lucide's 2 px by default; the plan table's ticks and the bullets ask for heavier ones.
    expect(new Set(icons.map((icon) => icon.strokeWidth))).toEqual(
      new Set(["2px", "2.5px", "3px"]),
    );
    expect(icons.some((icon) => icon.filled)).toBe(true);
    // A size class wins over the rule's 24 px. (Not a hero badge's icon: the badges rotate, so
    // the first one may be hidden by the time this step runs.)
    const heroTick = page.locator("main svg.icon.size-4").filter({ visible: true }).first();
    await expect(heroTick).toBeVisible();
    expect((await heroTick.boundingBox())?.width).toBe(16);
  });

  await test.step("arrow keys, Home and End move between the feature tabs", async () => {
    const tabs = featuresContent.tabs;
    const lastLabel = required(tabs.at(-1), "last feature tab").label;
    const secondTab = required(tabs[1], "second feature tab");
    const first = page.getByRole("tab", { name: required(tabs[0], "first feature tab").label });
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const second = page.getByRole("tab", { name: secondTab.label });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(secondTab.subtitle);
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: lastLabel })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: lastLabel })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
  });

  await test.step("each feature tab shows its bullets; buttons go to pricing and the help center", async () => {
    const tab = featuresContent.tabs[1];
    await page.getByRole("tab", { name: tab?.label }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: tab?.subtitle })).toBeVisible();
    await expect(panel.locator("ul").first().locator("li")).toHaveText(tab?.bullets ?? []);
    await expect(
      panel.getByRole("link", { name: new RegExp(escapeRegExp(featuresContent.learnCta)) }),
    ).toHaveAttribute("href", "/help-center");
    await panel.getByRole("link", { name: featuresContent.tryCta }).click();
    await expect(page.locator("#pricing")).toBeInViewport({ ratio: 0.1 });
  });
});

test("on a phone, the landing page fits and its wide parts scroll in their own box, on one load", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, "/");

  await test.step(`fits a ${PHONE.width}px screen without sideways scrolling`, async () => {
    await expectNoSidewaysScroll(page, PHONE.width);
  });

  await test.step("each feature tab's panel fits the screen", async () => {
    for (const tab of featuresContent.tabs) {
      await page.getByRole("tab", { name: tab.label }).click();
      await expect(page.locator(`#feature-panel-${tab.id}`)).toBeVisible();
      await expectNoSidewaysScroll(page, PHONE.width);
    }
  });

  await test.step(`every hero badge fits its pill, unclipped, at ${PHONE.width}px`, async () => {
    expect(await clippedBadges(page)).toEqual([]);
  });

  await test.step("the plan comparison scrolls sideways inside its own box", async () => {
    await page.locator("#compare-plans > summary").click();
    const region = page.getByRole("region", { name: planComparison.caption });
    const { client, scroll } = await region.evaluate((node) => ({
      client: node.clientWidth,
      scroll: node.scrollWidth,
    }));
    expect(scroll).toBeGreaterThan(client);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });
});

for (const viewport of VIEWPORTS) {
  test(`a link to a section opens the page at that section at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const id of sectionIds) {
      // A shared link opens a fresh page, not a same-page jump from the previous section.
      await page.goto("about:blank");
      await gotoHydrated(page, `/#${id}`);
      await expectSectionAtTop(page, id);
    }
  });
}

test.describe("hero", () => {
  test("rotates the four badges every 2 s, pauses on request", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    const labels = heroContent.badges.map((badge) => badge.label);
    await expect(activeBadge(page)).toHaveText(labels[0] as string);
    await page.clock.runFor(HERO_BADGE_INTERVAL_MS);
    await expect(activeBadge(page)).toHaveText(labels[1] as string);
    await page.clock.runFor(HERO_BADGE_INTERVAL_MS * 3);
    await expect(activeBadge(page)).toHaveText(labels[0] as string);

    await page.getByRole("button", { name: heroContent.pauseBadgesLabel }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(HERO_BADGE_INTERVAL_MS * 2);
    await expect(activeBadge(page)).toHaveText(labels[0] as string);
    await page.getByRole("button", { name: heroContent.playBadgesLabel }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(HERO_BADGE_INTERVAL_MS);
    await expect(activeBadge(page)).toHaveText(labels[1] as string);
    // Screen readers get every badge at once instead of a moving target.
    await expect(page.getByText(labels.join(", "))).toBeAttached();
  });

  test("stands still on the first badge under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(HERO_BADGE_INTERVAL_MS * 3);
    await expect(activeBadge(page)).toHaveText(heroContent.badges[0]?.label as string);
    await expect(page.getByRole("button", { name: heroContent.pauseBadgesLabel })).toHaveCount(0);
  });
});

test("the roadmap staggers its entrance, and reduced motion turns it off", async ({ browser }) => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto("/");
    const items = page.locator("[data-roadmap-item]");
    await expect(items).toHaveCount(shownRoadmap().length);
    const animation = await items.nth(2).evaluate((node) => ({
      name: getComputedStyle(node).animationName,
      delay: getComputedStyle(node).getPropertyValue("--entrance-delay"),
      opacity: getComputedStyle(node).opacity,
    }));
    expect(Number.parseFloat(animation.delay)).toBeCloseTo(2 * ROADMAP_STAGGER_S);
    // The entrance only moves the card: it is readable before it arrives.
    expect(animation.opacity).toBe("1");
    if (reducedMotion === "reduce") expect(animation.name).toBe("none");
    else expect(animation.name).toBe("rise");
    await context.close();
  }
});

test.describe("without JavaScript", () => {
  test("shows every section's text, all FAQ answers and the Monthly prices", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    for (const heading of await page.locator("main h2").all()) {
      await expect(heading).toBeVisible();
    }
    await expect(
      page.getByText(required(heroContent.badges[0], "hero badge").label).first(),
    ).toBeVisible();
    for (const tab of featuresContent.tabs) {
      await expect(page.getByRole("heading", { name: tab.subtitle })).toBeVisible();
    }
    const faqText = await page.locator("#faq").textContent();
    for (const item of faqContent.items) expect(faqText).toContain(item.answer);
    for (const plan of plans) {
      const card = page.locator(`[data-plan=${plan.id}]`);
      const expected = plan.monthlyPrice ?? plan.annualPrice;
      await expect(card.getByText(formatUsd(expected), { exact: true }).first()).toBeVisible();
    }
    // The annual prices wait behind the billing switch.
    for (const plan of plans.filter((entry) => !entry.annualOnly)) {
      const card = page.locator(`[data-plan=${plan.id}]`);
      await expect(card.getByText(formatUsd(plan.annualPrice), { exact: true })).toBeHidden();
    }
    for (const logo of integrationsContent.logos) {
      await expect(page.getByText(logo.name, { exact: true }).first()).toBeVisible();
    }
    await context.close();
  });
});
