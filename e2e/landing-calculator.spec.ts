import { calculatorContent, planById, savingsModel } from "./support/content";
import { freezeClock } from "./landing-clock";
import { countLabel } from "@/lib/text/count-label";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatInteger, formatUsd } from "@/lib/text/format";
import { monthlyEquivalent } from "@/lib/pricing/pricing";
import { calculateSavings, tierFor, type SavingsInput } from "@/lib/pricing/savings";
import { ANNOUNCE_SETTLE_MS } from "@/lib/browser/timings";
import {
  expect,
  gotoHydrated,
  test,
  waitForElementHydration,
  waitForHydration,
} from "./support/fixtures";
import type { Page } from "@playwright/test";

const { sliders, planTiers } = calculatorContent;
const keys = ["contacts", "teamSize", "toolsCount"] as const;
const inputOf = (field: "min" | "max" | "defaultValue"): SavingsInput => ({
  contacts: sliders.contacts[field],
  teamSize: sliders.teamSize[field],
  toolsCount: sliders.toolsCount[field],
});
const defaults = inputOf("defaultValue");
const { step } = sliders.contacts;
/** The plan the calculator recommends for a contact count, read from the plan data. */
const planFor = (contacts: number) => planById(tierFor(planTiers, contacts));

/** The savings calculator: its own section, or the part of the cost story it is folded into. */
const section = (page: Page) =>
  page.locator("#calculator").locator("xpath=ancestor-or-self::section[1]");
const slider = (page: Page, key: keyof SavingsInput) =>
  page.getByRole("slider", { name: sliders[key].label });

async function expectResults(page: Page, input: SavingsInput) {
  const result = calculateSavings(input, savingsModel);
  await expect(page.getByTestId("calc-recommended-plan")).toHaveText(result.plan.name);
  await expect(page.getByTestId("calc-plan-price")).toHaveText(formatUsd(result.plan.monthlyPrice));
  await expect(page.getByTestId("calc-email-tool-price")).toHaveText(
    `${formatUsd(result.emailToolPrice)}/month`,
  );
  await expect(page.getByTestId("calc-current-tools-cost")).toHaveText(
    `${formatUsd(result.currentToolsCost)}/month`,
  );
  await expect(page.getByTestId("calc-monthly-saving")).toHaveText(formatUsd(result.monthlySaving));
  await expect(page.getByTestId("calc-annual-saving")).toHaveText(formatUsd(result.annualSaving));
  await expect(page.getByTestId("calc-roi")).toHaveText(`${formatInteger(result.roiPercent)}%`);
  // What the current tools' figure is made of: the email tool, and the others at their average.
  const others = input.toolsCount - 1;
  const { labels } = calculatorContent;
  await expect(
    page.getByText(
      others === 0
        ? labels.currentToolsEmailOnly
        : fillTemplate(labels.currentToolsDetail, {
            count: countLabel(others, {
              one: sliders.toolsCount.singularUnit,
              other: sliders.toolsCount.unit,
            }),
          }),
      { exact: true },
    ),
  ).toBeVisible();
  return result;
}

/**
 * The calculator. A page load costs seconds, so the moves that start from the same state run as
 * the steps of one load.
 */
test.describe("savings calculator", () => {
  test("from the defaults, the results follow the sliders to every end, on one load", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, "/");

    await test.step("starts at the defaults, with the results lib/pricing/savings.ts computes", async () => {
      for (const key of keys) {
        await expect(slider(page, key)).toHaveValue(String(defaults[key]));
      }
      await expect(slider(page, "contacts")).toHaveAttribute(
        "aria-valuetext",
        `${formatInteger(defaults.contacts)} ${sliders.contacts.unit}`,
      );
      const result = await expectResults(page, defaults);
      expect(result.plan.name).toBe(planFor(defaults.contacts).name);
      await expect(page.getByTestId("calc-payback")).toHaveText(
        calculatorContent.labels.paybackValue,
      );
    });

    await test.step("draws current tools against the plan", async () => {
      const chart = page
        .getByRole("figure")
        .filter({ hasText: calculatorContent.labels.chartHeading });
      const result = calculateSavings(defaults, savingsModel);
      await expect(chart).toContainText(`${formatUsd(result.currentToolsCost)}/month`);
      await expect(chart).toContainText(
        `${result.plan.name}${formatUsd(result.plan.monthlyPrice)}`,
      );
    });

    // The contacts slider's moves, the other sliders at their defaults.
    await test.step("a click on the track moves the thumb there", async () => {
      const contacts = slider(page, "contacts");
      const box = await contacts.boundingBox();
      if (!box) throw new Error("the contacts slider has no box");
      await contacts.click({ position: { x: box.width - 1, y: box.height / 2 } });
      await expect(contacts).toHaveValue(String(sliders.contacts.max));
      await expectResults(page, { ...defaults, contacts: sliders.contacts.max });
      await contacts.click({ position: { x: 1, y: box.height / 2 } });
      await expect(contacts).toHaveValue(String(sliders.contacts.min));
      await expectResults(page, { ...defaults, contacts: sliders.contacts.min });
    });

    await test.step("recommends the plan for each contact boundary", async () => {
      const contacts = slider(page, "contacts");
      const { min, max } = sliders.contacts;
      // Each tier's last count and the next step up, between the slider's ends.
      const boundaries = planTiers.flatMap((tier) =>
        tier.upTo === null ? [] : [tier.upTo, tier.upTo + step],
      );
      await contacts.focus();
      await page.keyboard.press("Home");
      let value = min;
      for (const target of [min, ...boundaries, max]) {
        for (; target - value >= step * 10; value += step * 10) await page.keyboard.press("PageUp");
        for (; value < target; value += step) await page.keyboard.press("ArrowRight");
        await expect(contacts).toHaveValue(String(target));
        await expectResults(page, { ...defaults, contacts: target });
      }
      // At the top the plan may be sold yearly only: it costs its yearly price / 12 a month
      // ($5,997 / 12 = $499.75, shown as $500).
      const top = planFor(max);
      await expect(page.getByTestId("calc-recommended-plan")).toHaveText(top.name);
      await expect(page.getByTestId("calc-plan-price")).toHaveText(
        formatUsd(monthlyEquivalent(top)),
      );
    });

    // Last: it moves every slider from its default.
    await test.step("handles the minimum and maximum of every slider", async () => {
      for (const key of keys) {
        await slider(page, key).focus();
        await page.keyboard.press("Home");
      }
      const minimum = await expectResults(page, inputOf("min"));
      await expect(page.getByTestId("calc-payback")).toHaveText(
        minimum.paysBackInFirstMonth
          ? calculatorContent.labels.paybackValue
          : calculatorContent.labels.noPayback,
      );
      for (const key of keys) {
        await slider(page, key).focus();
        await page.keyboard.press("End");
      }
      await expectResults(page, inputOf("max"));
    });
  });

  test("keyboard: arrows step once, PageUp/PageDown and Shift+arrows ten times", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    // From the default: one step up, ten up, ten down, ten down (held at the minimum).
    const { min } = sliders.contacts;
    const contacts = slider(page, "contacts");
    const at = (value: number) => String(Math.max(value, min));
    await contacts.focus();
    await page.keyboard.press("ArrowRight");
    await expect(contacts).toHaveValue(at(defaults.contacts + step));
    // The calculator's code is a chunk of its own that may arrive after the page hydrates; until
    // then the browser's own range input answers (its PageUp is a tenth of the range). Its spoken
    // value follows the move once the island runs.
    await expect(contacts).toHaveAttribute(
      "aria-valuetext",
      `${formatInteger(defaults.contacts + step)} ${sliders.contacts.unit}`,
    );
    await page.keyboard.press("PageUp");
    await expect(contacts).toHaveValue(at(defaults.contacts + 11 * step));
    await expectResults(page, { ...defaults, contacts: defaults.contacts + 11 * step });
    await page.keyboard.press("Shift+ArrowLeft");
    await expect(contacts).toHaveValue(at(defaults.contacts + step));
    await page.keyboard.press("PageDown");
    await expect(contacts).toHaveValue(at(defaults.contacts - 9 * step));
    await expect(contacts).toHaveAttribute(
      "aria-valuetext",
      `${formatInteger(Math.max(defaults.contacts - 9 * step, min))} ${sliders.contacts.unit}`,
    );

    const team = slider(page, "teamSize");
    const teamStep = sliders.teamSize.step;
    await team.focus();
    await page.keyboard.press("Shift+ArrowRight");
    await expect(team).toHaveValue(String(defaults.teamSize + 10 * teamStep));
    await page.keyboard.press("ArrowLeft");
    await expect(team).toHaveValue(String(defaults.teamSize + 9 * teamStep));
    await expectResults(page, {
      contacts: Math.max(defaults.contacts - 9 * step, min),
      teamSize: defaults.teamSize + 9 * teamStep,
      toolsCount: defaults.toolsCount,
    });
  });

  test("moves the results and tells screen readers the result where the slider rests", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");

    await test.step("hides the no-script note and the sliders move the results", async () => {
      await expect(section(page).getByText(calculatorContent.labels.noScript)).toBeHidden();
      const team = slider(page, "teamSize");
      await expect(team).toBeEnabled();
      await team.focus();
      await page.keyboard.press("ArrowRight");
      const teamSize = defaults.teamSize + sliders.teamSize.step;
      await expect(team).toHaveValue(String(teamSize));
      await expectResults(page, { ...defaults, teamSize });
    });

    await test.step("tells screen readers the result where the slider rests, not at every step", async () => {
      const teamStep = sliders.teamSize.step;
      const summary = (teamSize: number) => {
        const result = calculateSavings({ ...defaults, teamSize }, savingsModel);
        return fillTemplate(calculatorContent.labels.summary, {
          plan: result.plan.name,
          monthly: formatUsd(result.monthlySaving),
          annual: formatUsd(result.annualSaving),
        });
      };
      const first = defaults.teamSize + teamStep;
      const last = defaults.teamSize + 4 * teamStep;
      // Each team member adds to the saving, so the two sentences differ.
      expect(summary(last)).not.toBe(summary(first));
      const live = section(page).locator('[aria-live="polite"]');
      // The team slider, focused, has moved one step. Once the island runs, a move is announced
      // when the slider rests.
      const team = slider(page, "teamSize");
      await expect(team).toHaveAttribute("aria-valuetext", new RegExp(`^${first}\\b`));
      await expect(live).toHaveText(summary(first));
      await freezeClock(page);
      for (let press = 0; press < 3; press++) await page.keyboard.press("ArrowRight");
      await expectResults(page, { ...defaults, teamSize: last });
      await expect(live).toHaveText(summary(first));
      await page.clock.runFor(ANNOUNCE_SETTLE_MS);
      await expect(live).toHaveText(summary(last));
    });
  });

  test("hydrates with the server's figures, and builds a number formatter once a slider moves", async ({
    page,
  }) => {
    // The first Intl.NumberFormat a page builds is ICU's start (docs/performance.md).
    await page.addInitScript(() => {
      const Built = Intl.NumberFormat;
      const counted = { built: 0 };
      Object.assign(window, { numberFormats: counted });
      Intl.NumberFormat = new Proxy(Built, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          counted.built += 1;
          return new target(...args);
        },
      });
    });
    const built = () =>
      page.evaluate(
        () => (window as unknown as { numberFormats: { built: number } }).numberFormats.built,
      );
    await gotoHydrated(page, "/");
    const contacts = slider(page, "contacts");
    await contacts.scrollIntoViewIfNeeded();
    await waitForElementHydration(contacts);
    await expectResults(page, defaults);
    expect(await built()).toBe(0);
    await contacts.focus();
    await page.keyboard.press("End");
    await expectResults(page, { ...defaults, contacts: sliders.contacts.max });
    expect(await built()).toBeGreaterThan(0);
  });

  test("keeps a move made before the page's scripts have run", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const contacts = slider(page, "contacts");
    await contacts.focus();
    await page.keyboard.press("End");
    await expect(contacts).toHaveValue(String(sliders.contacts.max));
    release();
    await waitForHydration(page);
    await expectResults(page, { ...defaults, contacts: sliders.contacts.max });
    await expect(contacts).toHaveValue(String(sliders.contacts.max));
  });
});

test.describe("savings calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("offers no slider, says why and shows the defaults' results", async ({ page }) => {
    await page.goto("/");
    const calculator = section(page);
    await expect(calculator.getByText(calculatorContent.labels.noScript)).toBeVisible();
    // The range inputs are in the HTML (the island prerenders them) but none can be reached.
    const ranges = calculator.locator('input[type="range"]');
    await expect(ranges).toHaveCount(keys.length);
    for (const range of await ranges.all()) await expect(range).toBeHidden();
    await expect(calculator.getByRole("slider")).toHaveCount(0);
    // Neither keys nor a pointer can reach them: a hidden input takes no focus.
    const focusable = await ranges.evaluateAll((inputs) =>
      inputs.filter((input) => {
        input.focus();
        return document.activeElement === input;
      }),
    );
    expect(focusable).toHaveLength(0);
    // Each default stays beside its label as plain text, and the results are the defaults'.
    for (const key of keys) {
      await expect(calculator.getByText(sliders[key].label)).toBeVisible();
      await expect(
        calculator
          .getByText(sliders[key].label)
          .locator("xpath=..")
          .getByText(formatInteger(defaults[key]), { exact: true }),
      ).toBeVisible();
    }
    await expectResults(page, defaults);
  });
});
