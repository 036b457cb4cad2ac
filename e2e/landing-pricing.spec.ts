import {
  footerPageLabel,
  plans,
  pricingContent,
  required,
  siteConfig,
  type Plan,
} from "./support/content";
import { buildDate } from "@/lib/dates/build-date";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatUsd } from "@/lib/text/format";
import { formatDate } from "@/lib/dates/format-date";
import { annualSaving, displayPrice, planSignupUrl, type Billing } from "@/lib/pricing/pricing";
import { DESKTOP, PHONE } from "./support/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

const card = (page: Page, id: string) => page.locator(`[data-plan=${id}]`);
const monthlyPlans = plans.filter((plan) => plan.monthlyPrice !== null);
const annualOnly = plans.filter((plan) => plan.annualOnly);

/** What the live region reads for a plan, e.g. "Activate $970 per year". */
function spokenPrice(plan: Plan, billing: Billing) {
  const price = displayPrice(plan, billing);
  return `${plan.name} ${formatUsd(price.amount)} per ${price.period}`;
}

async function shownPrice(page: Page, id: string) {
  const price = card(page, id).getByTestId("plan-price").locator("p:visible").first();
  return (await price.textContent())?.replace(/\s+/g, "");
}

/** The plan cards sit in `columns` columns. */
async function expectColumns(page: Page, columns: number) {
  const tops = await Promise.all(
    plans.map((plan) => card(page, plan.id).evaluate((node) => (node as HTMLElement).offsetTop)),
  );
  expect(new Set(tops).size).toBe(plans.length / columns);
}

/** Switching the period moves neither the toggle under the pointer nor the cards below it. */
async function expectToggleStays(page: Page) {
  const monthly = page.getByText(pricingContent.monthlyLabel, { exact: true });
  const annual = page.getByText(pricingContent.annualLabel, { exact: true });
  const firstCard = card(page, required(plans[0], "plan").id);
  await annual.scrollIntoViewIfNeeded();
  const before = [await monthly.boundingBox(), await firstCard.boundingBox()];
  await annual.click();
  await expect(page.getByTestId("annual-badge")).toBeVisible();
  // The badge has its place already: nothing under the pointer or below it moves.
  expect([await monthly.boundingBox(), await firstCard.boundingBox()]).toEqual(before);
}

/**
 * The pricing section. A page load costs seconds, so each width runs as the steps of one load:
 * what the section shows first, then switching the period.
 */
test.describe("pricing", () => {
  test("on a desktop it shows the plans and switches the period, on one load", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ ...DESKTOP, height: 900 });
    await gotoHydrated(page, "/");

    await test.step("starts on Monthly with monthly prices, the heading and the badge", async () => {
      const section = page.locator("#pricing");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(pricingContent.heading);
      await expect(section.getByText(pricingContent.badge)).toBeVisible();
      await expect(page.getByRole("radio", { name: pricingContent.monthlyLabel })).toBeChecked();
      await expect(page.getByTestId("annual-badge")).toBeHidden();
      for (const plan of monthlyPlans) {
        expect(await shownPrice(page, plan.id)).toBe(`${formatUsd(plan.monthlyPrice ?? 0)}/month`);
        await expect(card(page, plan.id).getByTestId("annual-saving")).toBeHidden();
      }
      for (const plan of annualOnly) {
        expect(await shownPrice(page, plan.id)).toBe(`${formatUsd(plan.annualPrice)}/year`);
      }
    });

    await test.step("shows the guarantee with its three ticks", async () => {
      const heading = page
        .locator("#pricing")
        .getByRole("heading", { name: pricingContent.guarantee.title });
      await expect(heading).toBeVisible();
      // The block the heading heads (the innermost element around it), not the plan cards.
      const guarantee = page
        .locator("#pricing div")
        .filter({ has: page.getByRole("heading", { name: pricingContent.guarantee.title }) })
        .last();
      for (const tick of pricingContent.guarantee.ticks) {
        await expect(
          guarantee
            .getByRole("listitem")
            .filter({ hasText: new RegExp(`^${tick.replace(/[()]/g, "\\$&")}$`) }),
        ).toBeVisible();
      }
    });

    await test.step("cards: popular badge, CTAs twice, note, limited-time funnels", async () => {
      const popular = required(
        plans.find((plan) => plan.popular),
        "popular plan",
      );
      await expect(page.getByText(pricingContent.popularBadge)).toHaveCount(1);
      await expect(card(page, popular.id)).toContainText(pricingContent.popularBadge);
      const scale = await card(page, popular.id).evaluate((node) => getComputedStyle(node).scale);
      expect(Number(scale)).toBeGreaterThan(1);

      for (const plan of plans) {
        const links = card(page, plan.id).getByRole("link", { name: new RegExp(plan.cta) });
        await expect(links).toHaveCount(2);
        for (const promise of pricingContent.promises) {
          await expect(
            card(page, plan.id).getByRole("listitem").filter({ hasText: promise }),
          ).toBeVisible();
        }
        if (plan.annualOnly) {
          await expect(links.first()).toHaveAttribute(
            "href",
            new RegExp(`^mailto:${siteConfig.email.sales}`),
          );
        } else {
          await expect(links.first()).toHaveAttribute(
            "href",
            planSignupUrl(siteConfig.links.signup, plan.id, "monthly"),
          );
          await expect(links.first()).toHaveAttribute("target", "_blank");
        }
      }
      // A plan's limited-time feature shows with the tag and its last day until that day;
      // after it the cards leave it out.
      const funnels = plans.flatMap((plan) =>
        plan.limitedTimeFeature ? [{ plan, feature: plan.limitedTimeFeature }] : [],
      );
      expect(funnels.length, "a plan with a limited-time feature").toBeGreaterThan(0);
      const { tag, endsOn, ends } = pricingContent.limitedTime;
      const open = buildDate() <= endsOn;
      for (const { plan, feature } of funnels) {
        const shown = card(page, plan.id);
        const label = shown.getByText(feature, { exact: true });
        if (!open) {
          await expect(label).toHaveCount(0);
          await expect(shown.getByText(tag)).toHaveCount(0);
          continue;
        }
        await expect(label).toBeVisible();
        await expect(shown.getByText(tag)).toBeVisible();
        await expect(
          shown.getByText(fillTemplate(ends, { date: formatDate(endsOn, "short") })),
        ).toBeVisible();
      }
    });

    await test.step(`four columns at ${DESKTOP.width}px`, async () => {
      await expectColumns(page, 4);
    });

    await test.step("Annual shows yearly prices, the saving, the badge, and announces it", async () => {
      await page.getByText(pricingContent.annualLabel, { exact: true }).click();
      await expect(page.getByRole("radio", { name: pricingContent.annualLabel })).toBeChecked();
      await expect(page.getByTestId("annual-badge")).toHaveText(pricingContent.annualBadge);
      for (const plan of monthlyPlans) {
        expect(await shownPrice(page, plan.id)).toBe(`${formatUsd(plan.annualPrice)}/year`);
        await expect(card(page, plan.id).getByTestId("annual-saving")).toHaveText(
          pricingContent.annualSaving.replace("{amount}", formatUsd(annualSaving(plan) ?? 0)),
        );
      }
      for (const plan of annualOnly) {
        expect(await shownPrice(page, plan.id)).toBe(`${formatUsd(plan.annualPrice)}/year`);
        await expect(card(page, plan.id).getByTestId("annual-saving")).toHaveCount(0);
      }
      const live = page.locator("#pricing [aria-live=polite]");
      const [before, after] = pricingContent.announcement.annual.split("{prices}");
      await expect(live).toHaveText(
        `${before}${plans.map((plan) => spokenPrice(plan, "annual")).join(", ")}${after}`,
      );

      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("radio", { name: pricingContent.monthlyLabel })).toBeChecked();
      for (const plan of plans) await expect(live).toContainText(spokenPrice(plan, "monthly"));
      await expect(page.getByTestId("annual-badge")).toBeHidden();
    });

    await test.step(`the toggle stays where it is when the period changes at ${DESKTOP.width}px`, async () => {
      await expectToggleStays(page);
    });

    await test.step("the sign-up links carry the billing period chosen", async () => {
      await page.getByText(pricingContent.annualLabel, { exact: true }).click();
      for (const plan of monthlyPlans) {
        const links = card(page, plan.id).getByRole("link", { name: new RegExp(plan.cta) });
        await expect(links).toHaveCount(2);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute(
            "href",
            planSignupUrl(siteConfig.links.signup, plan.id, "annual"),
          );
        }
      }
    });

    await test.step("Annual is still chosen after visiting another page and going Back", async () => {
      const [plan] = monthlyPlans;
      if (!plan) throw new Error("content/plans.yaml: no plan with a monthly price");
      await page.getByText(pricingContent.annualLabel, { exact: true }).click();
      await page
        .locator("footer")
        .getByRole("link", { name: footerPageLabel("/about"), exact: true })
        .click();
      await page.waitForURL("**/about");
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/");
      await expect(page.getByRole("radio", { name: pricingContent.annualLabel })).toBeChecked();
      expect(await shownPrice(page, plan.id)).toBe(`${formatUsd(plan.annualPrice)}/year`);

      // A fresh tab starts on Monthly again, as the page's HTML does.
      const fresh = await page.context().newPage();
      await gotoHydrated(fresh, "/");
      await expect(fresh.getByRole("radio", { name: pricingContent.monthlyLabel })).toBeChecked();
    });
  });

  test("on a phone the cards sit in a row that scrolls sideways and the toggle stays put, on one load", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");

    await test.step(`the toggle stays where it is when the period changes at ${PHONE.width}px`, async () => {
      await expectToggleStays(page);
    });

    await test.step(`one row at ${PHONE.width}px, the first card whole, the next one peeking`, async () => {
      await expectColumns(page, plans.length);
      const list = card(page, required(plans[0], "plan").id).locator("..");
      const { client, scroll } = await list.evaluate((node) => ({
        client: node.clientWidth,
        scroll: node.scrollWidth,
      }));
      expect(scroll).toBeGreaterThan(client);
      const first = await card(page, required(plans[0], "plan").id).boundingBox();
      const second = await card(page, required(plans[1], "plan").id).boundingBox();
      expect(first && first.x >= 0 && first.x + first.width <= PHONE.width).toBe(true);
      expect(second && second.x < PHONE.width).toBe(true);
      // Every plan's buttons are reached by keyboard: the row scrolls to the one focused.
      const last = required(plans.at(-1), "plan");
      const button = card(page, last.id)
        .getByRole("link", { name: new RegExp(last.cta) })
        .first();
      await button.focus();
      await expect(button).toBeInViewport();
    });
  });
});
