import { heroContent } from "@/content/landing/hero";
import { featuresContent } from "@/content/landing/features";
import { sectionIds } from "@/content/navigation";
import { planComparison } from "@/content/landing/plan-comparison";
import { trialTimelineContent } from "@/content/landing/trial-timeline";
import { vaultContent } from "@/content/landing/vault";
import { roadmapContent } from "@/content/roadmap";
import { faqContent } from "@/content/faq";
import { integrationsContent } from "@/content/integrations";
import { plans } from "@/content/plans";
import { siteConfig } from "@/content/site";
import { tools } from "@/content/tools";
import { formatUsd } from "@/lib/format";
import { HERO_BADGE_INTERVAL_MS } from "@/lib/timings";
import { toolsTotal } from "@/lib/savings";
import { expect, expectSectionAtTop, gotoHydrated, test, VIEWPORTS } from "./support/fixtures";
import { freezeClock } from "./landing-clock";

const activeBadge = (page: import("@playwright/test").Page) =>
  page.getByTestId("hero-badges").locator("li[data-active]");

test.describe("landing page order", () => {
  test("shows the hero, every section in SPEC order and the anchors", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("h1")).toHaveText(
      `${heroContent.heading.lead} ${heroContent.heading.highlight}`,
    );
    const headings = await page.locator("main h2").allTextContents();
    const expected = [
      "Other platforms sell you a piece",
      planComparison.heading,
      `The ${formatUsd(toolsTotal(tools))}/month problem`,
      featuresContent.heading,
      "Software should grow your business",
      trialTimelineContent.heading,
      vaultContent.heading,
      "See what you'd save",
      roadmapContent.heading,
      "Choose Your Success Journey",
      integrationsContent.heading,
      faqContent.heading,
    ];
    const positions = expected.map((text) =>
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

  for (const viewport of VIEWPORTS) {
    test(`fits a ${viewport.width}px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  }
});

test.describe("rendering", () => {
  test("the last section is rendered and readable before the visitor scrolls to it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const faq = page.locator("section#faq");
    await expect(faq).not.toBeInViewport();
    expect(
      await faq.evaluate((section) => section.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    expect(await page.evaluate(() => document.body.innerText)).toContain(faqContent.heading);
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
});

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

  test("'Watch Demo' opens the configured video in a new tab", async ({ page }) => {
    await gotoHydrated(page, "/");
    const demo = page.getByRole("link", { name: /Watch Demo/ });
    await expect(demo).toHaveAttribute("href", siteConfig.links.demoVideo);
    await expect(demo).toHaveAttribute("target", "_blank");
    await expect(demo).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("plan comparison table", () => {
  test("has a column per plan and text alternatives for the icons", async ({ page }) => {
    await gotoHydrated(page, "/");
    const table = page.getByRole("table", { name: planComparison.caption });
    for (const plan of plans) {
      await expect(table.getByRole("columnheader", { name: new RegExp(plan.name) })).toBeVisible();
    }
    await expect(table.getByRole("columnheader", { name: /Conquer.*\$5,997\/year/ })).toBeVisible();
    const editor = table.getByRole("row", { name: /Custom code editor/ });
    await expect(editor.getByRole("cell")).toHaveText([
      "Not included",
      "Included",
      "Included",
      "Included",
    ]);
    await expect(table.getByRole("row", { name: /Contacts/ }).getByRole("cell")).toHaveText([
      "10K",
      "75K",
      "150K",
      "400K",
    ]);
  });

  test("scrolls sideways inside its own box on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
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

test.describe("cost story", () => {
  test("headlines the total computed from the tools data", async ({ page }) => {
    await gotoHydrated(page, "/");
    const total = formatUsd(toolsTotal(tools));
    expect(total).toBe("$7,111");
    await expect(page.getByRole("heading", { name: `The ${total}/month problem` })).toBeVisible();
    for (const tool of tools.slice(0, 3)) {
      await expect(page.getByText(tool.feature, { exact: true })).toBeVisible();
    }
  });
});

test.describe("feature showcase", () => {
  test("has seven tabs, reviews first, with every panel in the HTML", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tabs = page.getByRole("tablist", { name: featuresContent.tablistLabel }).getByRole("tab");
    await expect(tabs).toHaveCount(7);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText(featuresContent.tabs[0]?.subtitle ?? "");
    for (const tab of featuresContent.tabs) {
      await expect(page.locator(`#feature-panel-${tab.id}`)).toContainText(tab.description);
    }
  });

  test("arrow keys, Home and End move between tabs", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tabs = featuresContent.tabs;
    const first = page.getByRole("tab", { name: tabs[0]?.label });
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const second = page.getByRole("tab", { name: tabs[1]?.label });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(tabs[1]?.subtitle ?? "");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: tabs[6]?.label })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: tabs[6]?.label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
  });

  test("each tab shows its five bullets; buttons go to pricing and the help center", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const crm = featuresContent.tabs.find((tab) => tab.id === "crm");
    await page.getByRole("tab", { name: crm?.label }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: crm?.subtitle })).toBeVisible();
    await expect(panel.locator("ul").first().locator("li")).toHaveCount(5);
    await expect(panel.getByRole("link", { name: /Learn More/ })).toHaveAttribute(
      "href",
      "/help-center",
    );
    await panel.getByRole("link", { name: "Try for Free" }).click();
    await expect(page.locator("#pricing")).toBeInViewport({ ratio: 0.1 });
  });
});

test.describe("timeline, vault and roadmap", () => {
  test("shows the trial days and the three vault steps", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const step of trialTimelineContent.steps) {
      await expect(page.getByText(`Day ${step.day}`, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: step.title })).toBeVisible();
    }
    for (const step of vaultContent.steps) {
      await expect(page.getByRole("heading", { name: step.title })).toBeVisible();
    }
  });

  test("staggers the roadmap entrance, and reduced motion turns it off", async ({ browser }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto("/");
      const items = page.locator("[data-roadmap-item]");
      await expect(items).toHaveCount(roadmapContent.items.length);
      const animation = await items.nth(2).evaluate((node) => ({
        name: getComputedStyle(node).animationName,
        delay: getComputedStyle(node).getPropertyValue("--entrance-delay"),
        opacity: getComputedStyle(node).opacity,
      }));
      expect(animation.delay.trim()).toBe(`${roadmapContent.items[2]?.delay}s`);
      // The entrance only moves the card: it is readable before it arrives.
      expect(animation.opacity).toBe("1");
      if (reducedMotion === "reduce") expect(animation.name).toBe("none");
      else expect(animation.name).toBe("rise");
      await context.close();
    }
  });
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
    await expect(page.getByText(heroContent.badges[0]?.label ?? "").first()).toBeVisible();
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
    await expect(page.locator("[data-plan=activate]").getByText("$970")).toBeHidden();
    for (const logo of integrationsContent.logos) {
      await expect(page.getByText(logo.name, { exact: true }).first()).toBeVisible();
    }
    await context.close();
  });
});
