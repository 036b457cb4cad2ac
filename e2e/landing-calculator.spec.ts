import { calculatorContent, savingsModel } from "@/content/calculator";
import { formatInteger, formatUsd } from "@/lib/format";
import { calculateSavings, type SavingsInput } from "@/lib/savings";
import { expect, gotoHydrated, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

const { sliders } = calculatorContent;
const defaults: SavingsInput = {
  contacts: sliders.contacts.defaultValue,
  teamSize: sliders.teamSize.defaultValue,
  toolsCount: sliders.toolsCount.defaultValue,
};

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
  return result;
}

test.describe("savings calculator", () => {
  test("starts at the defaults with the SPEC formulas", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(slider(page, "contacts")).toHaveAttribute("aria-valuenow", "5000");
    await expect(slider(page, "contacts")).toHaveAttribute("aria-valuetext", "5,000 contacts");
    await expect(slider(page, "teamSize")).toHaveAttribute("aria-valuenow", "10");
    await expect(slider(page, "toolsCount")).toHaveAttribute("aria-valuenow", "8");
    const result = await expectResults(page, defaults);
    expect(result.plan.name).toBe("Amplify");
    await expect(page.getByTestId("calc-payback")).toHaveText(
      calculatorContent.labels.paybackValue,
    );
  });

  test("keyboard: arrows step once, PageUp/PageDown and Shift+arrows ten times", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const contacts = slider(page, "contacts");
    await contacts.focus();
    await page.keyboard.press("ArrowRight");
    await expect(contacts).toHaveAttribute("aria-valuenow", "5500");
    await page.keyboard.press("PageUp");
    await expect(contacts).toHaveAttribute("aria-valuenow", "10500");
    await expectResults(page, { ...defaults, contacts: 10500 });
    await page.keyboard.press("Shift+ArrowLeft");
    await expect(contacts).toHaveAttribute("aria-valuenow", "5500");
    await page.keyboard.press("PageDown");
    await expect(contacts).toHaveAttribute("aria-valuenow", "1000");
    await expect(contacts).toHaveAttribute("aria-valuetext", "1,000 contacts");

    const team = slider(page, "teamSize");
    await team.focus();
    await page.keyboard.press("Shift+ArrowRight");
    await expect(team).toHaveAttribute("aria-valuenow", "20");
    await page.keyboard.press("ArrowLeft");
    await expect(team).toHaveAttribute("aria-valuenow", "19");
    await expectResults(page, { contacts: 1000, teamSize: 19, toolsCount: 8 });
  });

  test("recommends the plan for each contact boundary", async ({ page }) => {
    await gotoHydrated(page, "/");
    const contacts = slider(page, "contacts");
    const { step } = sliders.contacts;
    await contacts.focus();
    await page.keyboard.press("Home");
    let value = sliders.contacts.min;
    for (const target of [1000, 2500, 3000, 10000, 10500, 50000, 50500, 100000]) {
      for (; target - value >= step * 10; value += step * 10) await page.keyboard.press("PageUp");
      for (; value < target; value += step) await page.keyboard.press("ArrowRight");
      await expect(contacts).toHaveAttribute("aria-valuenow", String(target));
      await expectResults(page, { ...defaults, contacts: target });
    }
    // Conquer is sold yearly only: $5,997 / 12 = $499.75, shown as $500.
    await expect(page.getByTestId("calc-recommended-plan")).toHaveText("Conquer");
    await expect(page.getByTestId("calc-plan-price")).toHaveText("$500");
  });

  test("handles the minimum and maximum of every slider", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const key of ["contacts", "teamSize", "toolsCount"] as const) {
      await slider(page, key).focus();
      await page.keyboard.press("Home");
    }
    const minimum = await expectResults(page, { contacts: 1000, teamSize: 1, toolsCount: 1 });
    await expect(page.getByTestId("calc-payback")).toHaveText(
      minimum.paysBackInFirstMonth
        ? calculatorContent.labels.paybackValue
        : calculatorContent.labels.noPayback,
    );
    for (const key of ["contacts", "teamSize", "toolsCount"] as const) {
      await slider(page, key).focus();
      await page.keyboard.press("End");
    }
    await expectResults(page, { contacts: 100000, teamSize: 100, toolsCount: 50 });
  });

  test("draws current tools against the plan", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chart = page
      .getByRole("figure")
      .filter({ hasText: calculatorContent.labels.chartHeading });
    const result = calculateSavings(defaults, savingsModel);
    await expect(chart).toContainText(`${formatUsd(result.currentToolsCost)}/month`);
    await expect(chart).toContainText(`${result.plan.name}${formatUsd(result.plan.monthlyPrice)}`);
  });
});
