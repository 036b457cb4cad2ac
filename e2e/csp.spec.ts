import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import {
  calculatorContent,
  chatContent,
  interfaceLabels,
  faqContent,
  helpCenterContent,
  sectionLabel,
  pricingContent,
  required,
} from "./support/content";
import { DESKTOP, PHONE } from "./support/constants";
import { expect, gotoHydrated, test, waitForHydration } from "./support/fixtures";
import { watchViolations } from "./support/page-gates";
import { OUT_DIR, heavyGateRoutes } from "./support/routes";
import { wordOnlyIn } from "./support/search-words";

/**
 * Every page loads and its islands work under the two Content-Security-Policies that
 * scripts/write-host-headers.mjs generated, the page's own in its <meta http-equiv> and the
 * site-wide one in the header (the e2e server applies out/_headers), with no violation
 * reported by the browser.
 */

type Step = { name: string; viewport?: "phone" | "desktop"; run: (page: Page) => Promise<void> };

/**
 * Interactions to drive under the policy, by route ("*" runs on every route). An island that
 * loads code, styles or data on demand belongs here, so the policy is proven to allow it.
 */
const STEPS: Record<string, Step[]> = {
  "*": [
    {
      name: "opens and closes the mobile menu",
      viewport: "phone",
      run: async (page) => {
        await page.getByRole("button", { name: interfaceLabels.mobileMenu.open }).click();
        await expect(
          page.getByRole("navigation", { name: interfaceLabels.mobileMenu.navLabel }),
        ).toBeVisible();
        await page.getByRole("button", { name: interfaceLabels.mobileMenu.close }).click();
      },
    },
    {
      name: "follows the header's FAQ link (a client-side navigation from inner pages)",
      viewport: "desktop",
      run: async (page) => {
        await page
          .getByRole("navigation", { name: interfaceLabels.header.navLabel })
          .getByRole("link", { name: sectionLabel("faq") })
          .click();
        await expect(page).toHaveURL(/\/#faq$/);
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

function stepsFor(route: string): Step[] {
  return [...(STEPS["*"] ?? []), ...(STEPS[route] ?? [])];
}

test.beforeAll(() => {
  const file = join(OUT_DIR, "_headers");
  expect(existsSync(file), "out/_headers is missing: build with `npm run build`").toBe(true);
  expect(readFileSync(file, "utf8")).toContain("Content-Security-Policy:");
  expect(readFileSync(join(OUT_DIR, "index.html"), "utf8")).toContain(
    '<meta http-equiv="Content-Security-Policy"',
  );
});

/** Every hand-made page and one per generated template (e2e/support/routes.ts). */
const routes = heavyGateRoutes();

// Each of those routes loads at both widths with no violation in e2e/gates.spec.ts. Here: the
// pages a host answers for addresses the sitemap does not list - an unknown URL gets 404.html,
// policies included; /about.html redirects to /about - and what the islands load on demand.
for (const route of ["/gdpr", "/404", "/no-such-page", "/about.html"]) {
  test(`${route} loads with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(route);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      "content",
      /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    // Every inline and framework script has run once React has hydrated the page.
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });
}

for (const route of routes) {
  test.describe(`CSP on ${route}`, () => {
    for (const step of stepsFor(route)) {
      test(`${step.name} with no violation`, async ({ page }) => {
        const violations = await watchViolations(page);
        await page.setViewportSize(step.viewport === "phone" ? PHONE : DESKTOP);
        await gotoHydrated(page, route);
        await step.run(page); // each step waits for what it loads to show
        expect(violations).toEqual([]);
      });
    }
  });
}

// A visitor from the EU deciding under each page's policy: e2e/consent.spec.ts, on the load that
// checks the banner shifts nothing.

test("the policy is enforced: an injected inline script is blocked and reported", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, "/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations.map((violation) => violation.directive))
    .toContain("script-src-elem");
});
