import type { Page } from "@playwright/test";
import {
  calculatorContent,
  chatContent,
  faqContent,
  helpCenterContent,
  interfaceLabelsIn,
  pricingContent,
  required,
  sectionLabel,
} from "./content";
import { expect } from "./fixtures";
import { wordOnlyIn } from "./search-words";
import { localePath, pathLocale } from "@/lib/i18n/locales";

type Width = "phone" | "desktop";
type IslandStep = {
  name: string;
  viewport: Width;
  run: (page: Page) => Promise<void>;
  /** It leaves the page, or covers it: the other steps of the same load run before it. */
  last?: true;
};

/**
 * What the islands do on demand, by route ("*" runs on every route), for the page gates to
 * drive under the page's Content-Security-Policy (e2e/gates.spec.ts). An island that loads
 * code, styles or data on demand belongs here, so the policy is proven to allow it.
 */
const STEPS: Record<string, IslandStep[]> = {
  "*": [
    {
      name: "opens and closes the mobile menu",
      viewport: "phone",
      run: async (page) => {
        const { mobileMenu } = interfaceLabelsIn(pathLocale(new URL(page.url()).pathname));
        await page.getByRole("button", { name: mobileMenu.open }).click();
        await expect(page.getByRole("navigation", { name: mobileMenu.navLabel })).toBeVisible();
        await page.getByRole("button", { name: mobileMenu.close }).click();
      },
    },
    {
      name: "follows the header's FAQ link (a client-side navigation from inner pages)",
      viewport: "desktop",
      last: true,
      run: async (page) => {
        const locale = pathLocale(new URL(page.url()).pathname);
        await page
          .getByRole("navigation", { name: interfaceLabelsIn(locale).header.navLabel })
          .getByRole("link", { name: sectionLabel("faq", locale) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/#faq")}$`));
        await expect(page.locator("#faq")).toBeInViewport({ ratio: 0.1 });
      },
    },
  ],
  "/": [
    {
      name: "switches pricing to Annual",
      viewport: "desktop",
      run: async (page) => {
        await page.getByText(pricingContent.annualLabel, { exact: true }).click();
        await expect(page.getByTestId("annual-badge")).toHaveText(pricingContent.annualBadge);
      },
    },
    {
      name: "moves the calculator's sliders",
      viewport: "desktop",
      run: async (page) => {
        const contacts = page.getByRole("slider", {
          name: calculatorContent.sliders.contacts.label,
        });
        await contacts.focus();
        await page.keyboard.press("PageUp");
        await expect(contacts).not.toHaveValue(
          String(calculatorContent.sliders.contacts.defaultValue),
        );
      },
    },
    {
      name: "opens a FAQ answer",
      viewport: "phone",
      run: async (page) => {
        const item = required(faqContent.items[2], "third FAQ item");
        await page.locator("#faq").getByText(item.question).click();
        await expect(page.locator("#faq").getByText(item.answer)).toBeVisible();
      },
    },
    {
      name: "opens the chat and gets a reply",
      viewport: "phone",
      last: true,
      run: async (page) => {
        await page.getByRole("button", { name: chatContent.launcherLabel }).click();
        const dialog = page.getByRole("dialog", { name: chatContent.assistantName });
        await dialog.getByRole("textbox").fill("How much does it cost?");
        await page.keyboard.press("Enter");
        await expect(dialog.getByRole("log")).toContainText("How much does it cost?");
        await expect(dialog.getByRole("log").locator("> *")).toHaveCount(3, { timeout: 5000 });
      },
    },
  ],
  "/help-center": [
    {
      name: "searches the site and lists a result",
      viewport: "desktop",
      run: async (page) => {
        const { word, route } = wordOnlyIn((path) => path.startsWith("/help-center/"));
        await page.getByRole("searchbox", { name: helpCenterContent.search.label }).fill(word);
        await expect(page.locator(`main ul a[href="${route}"]`).first()).toBeVisible();
      },
    },
  ],
};

/** The steps for `route` at one width, in an order one load can run them in. */
export function islandSteps(route: string, viewport: Width): IslandStep[] {
  return [...(STEPS["*"] ?? []), ...(STEPS[route] ?? [])]
    .filter((step) => step.viewport === viewport)
    .sort((a, b) => Number(a.last ?? false) - Number(b.last ?? false));
}
