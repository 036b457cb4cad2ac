import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { chatContent, consentContent, consentContentIn, siteConfig } from "./support/content";
import { GEO_FAILURE_MESSAGE } from "@/lib/consent/geo-lookup";
import { AXE_TAGS, DESKTOP, LIGHTHOUSE_MOBILE, PHONE, VIEWPORTS } from "./support/constants";
import { recordLayoutShifts, settledShifts } from "./support/layout-shifts";
import { expect, gotoHydrated, reloadHydrated, test } from "./support/fixtures";
import { watchViolations } from "./support/page-gates";
import { heavyGateRoutes } from "./support/routes";

const { storageKey, policyVersion, summary: summaryText, settings: settingsText } = consentContent;
const COUNTRY_CACHE_KEY = `${storageKey}-country`;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const { categories } = settingsText;
const NONE = { analytics: false, marketing: false, preferences: false };
const OPTIONAL = ["analytics", "marketing", "preferences"] as const;
const isGeoLookup = (url: URL) => url.href.startsWith(siteConfig.geoEndpoint);

const summaryRegion = (page: Page) => page.getByRole("region", { name: summaryText.heading });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: settingsText.title });
const footerSettingsButton = (page: Page) =>
  page.getByRole("contentinfo").getByRole("button", { name: summaryText.openSettings });

function record(choices: { analytics: boolean; marketing: boolean; preferences: boolean }) {
  return {
    necessary: true,
    ...choices,
    timestamp: new Date().toISOString(),
    version: policyVersion,
  };
}

/** Stores `value` before the site's scripts run, unless the visitor has already decided. */
async function seedStoredValue(page: Page, value: string) {
  await page.addInitScript(
    ([key, raw]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, raw);
    },
    [storageKey, value] as const,
  );
}

async function storedRecord(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), storageKey);
  return raw === null ? null : JSON.parse(raw);
}

/** The lookup has answered and the banner has decided (the answer is cached for the session). */
async function lookupSettled(page: Page) {
  await expect
    .poll(() => page.evaluate((key) => window.sessionStorage.getItem(key), COUNTRY_CACHE_KEY))
    .not.toBeNull();
}

/**
 * The consent manager has read the stored choice and does not ask: the footer's settings open
 * prefilled with it, and closing them leaves no summary behind.
 */
async function expectStoredChoiceRead(page: Page, choices: typeof NONE) {
  await footerSettingsButton(page).click();
  const dialog = settingsDialog(page);
  for (const category of OPTIONAL) {
    await expect(dialog.getByRole("switch", { name: categories[category].name })).toBeChecked({
      checked: choices[category],
    });
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(summaryRegion(page)).toHaveCount(0);
}

/** Runs `check` on a fresh load of `/`, no choice stored, at a phone's and a desktop's width. */
async function onHomeAtEachViewport(
  page: Page,
  check: (viewport: (typeof VIEWPORTS)[number]) => Promise<void>,
) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => localStorage.clear()).catch(() => {});
    await gotoHydrated(page, "/");
    await check(viewport);
  }
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}

test.describe("who is asked", () => {
  test.describe("a visitor from France", () => {
    test.use({ geoCountry: "FR" });

    test("the prerendered HTML carries no banner text", async ({ request }) => {
      const html = await (await request.get("/")).text();
      expect(html).not.toContain(`>${summaryText.heading}<`);
      expect(html).not.toContain(`>${summaryText.acceptAll}<`);
    });
  });

  test("a visitor from the US is not asked", async ({ page }) => {
    await gotoHydrated(page, "/");
    await lookupSettled(page);
    await expect(summaryRegion(page)).toHaveCount(0);
    await expect(settingsDialog(page)).toHaveCount(0);
  });

  test.describe("a visitor from Germany with a valid record", () => {
    test.use({ geoCountry: "DE" });

    test("is not asked again across reloads, and no lookup is made", async ({ page }) => {
      const stored = JSON.stringify(
        record({ analytics: false, marketing: true, preferences: false }),
      );
      await seedStoredValue(page, stored);
      const lookups: string[] = [];
      page.on("request", (request) => {
        if (isGeoLookup(new URL(request.url()))) lookups.push(request.url());
      });
      await gotoHydrated(page, "/");
      await reloadHydrated(page);
      await reloadHydrated(page);
      await expectStoredChoiceRead(page, { analytics: false, marketing: true, preferences: false });
      expect(lookups).toEqual([]);
      expect(await storedRecord(page)).toEqual(JSON.parse(stored));
    });
  });

  test("a failed lookup (aborted) shows the banner and logs the failure once", async ({
    page,
    consoleErrors,
  }) => {
    const warnings = collectWarnings(page);
    await page.route(isGeoLookup, (route) => route.abort());
    await gotoHydrated(page, "/");
    await expect(summaryRegion(page)).toBeVisible();
    await expect
      .poll(() => warnings.filter((text) => text === GEO_FAILURE_MESSAGE))
      .toHaveLength(1);
    expect(consoleErrors.filter((text) => text.startsWith("Uncaught"))).toEqual([]);
  });

  test("a lookup still unanswered after 3 s (4 s) shows the banner and logs once", async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    await page.clock.install();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(isGeoLookup, async (route) => {
      await answered;
      // The page gave up on this request long ago; answering it is a no-op.
      await route.fulfill({ json: { country_code: "US" } }).catch(() => {});
    });
    const lookup = page.waitForRequest((request) => isGeoLookup(new URL(request.url())));
    await page.goto("/");
    await lookup;
    await expect(summaryRegion(page)).toHaveCount(0);
    await page.clock.runFor(4000);
    await expect(summaryRegion(page)).toBeVisible();
    answer();
    await expect
      .poll(() => warnings.filter((text) => text === GEO_FAILURE_MESSAGE))
      .toHaveLength(1);
    await expect(summaryRegion(page)).toBeVisible();
  });

  test.describe("a stored value that cannot be trusted", () => {
    test.use({ geoCountry: "FR" });

    const cases: [string, string][] = [
      ["corrupt JSON", "{not json"],
      ["wrong types", JSON.stringify({ ...record(NONE), analytics: "yes" })],
      ["necessary false", JSON.stringify({ ...record(NONE), necessary: false })],
      ["a missing field", JSON.stringify({ necessary: true, analytics: true })],
      ["an older policy version", JSON.stringify({ ...record(NONE), version: 0 })],
      [
        "a decision older than six months",
        JSON.stringify({ ...record(NONE), timestamp: "2001-01-01T00:00:00.000Z" }),
      ],
    ];
    for (const [name, value] of cases) {
      test(`${name} brings the banner back without an error`, async ({ page, consoleErrors }) => {
        await page.addInitScript(([key, raw]) => window.localStorage.setItem(key, raw), [
          storageKey,
          value,
        ] as const);
        await gotoHydrated(page, "/");
        await expect(summaryRegion(page)).toBeVisible();
        expect(consoleErrors.filter((text) => text.startsWith("Uncaught"))).toEqual([]);
      });
    }
  });
});

test.describe("deciding", () => {
  test.use({ geoCountry: "FR" });

  test("Accept All stores every category, hides the banner and confirms", async ({ page }) => {
    await gotoHydrated(page, "/");
    await summaryRegion(page).getByRole("button", { name: summaryText.acceptAll }).click();
    await expect(summaryRegion(page)).toHaveCount(0);
    await expect(page.getByText(consentContent.toasts.acceptedAll)).toBeVisible();
    expect(await storedRecord(page)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
      timestamp: expect.stringMatching(ISO_DATE_TIME),
      version: policyVersion,
    });
    // With no analytics configured, consent loads nothing.
    await expect(page.locator("script#google-analytics, script#plausible-analytics")).toHaveCount(
      0,
    );
  });

  test("the confirmation leaves the chat button uncovered, on a phone and a desktop", async ({
    page,
  }) => {
    await onHomeAtEachViewport(page, async (viewport) => {
      await summaryRegion(page).getByRole("button", { name: summaryText.acceptAll }).click();
      const toast = page.getByText(consentContent.toasts.acceptedAll);
      await expect(toast).toBeVisible();
      const chat = page.getByRole("button", { name: chatContent.launcherLabel });
      // The toast's whole box, the list item sonner draws it in; polled, as it slides in.
      const item = toast.locator("xpath=ancestor::li[1]");
      await expect
        .poll(
          async () => {
            const [a, b] = [await item.boundingBox(), await chat.boundingBox()];
            if (!a || !b) return "missing";
            const apart =
              a.x >= b.x + b.width ||
              b.x >= a.x + a.width ||
              a.y >= b.y + b.height ||
              b.y >= a.y + a.height;
            return apart ? "apart" : "overlapping";
          },
          { message: `${viewport.width} px` },
        )
        .toBe("apart");
    });
  });

  test("while the bar asks, the chat button and panel sit above it; then the button drops back", async ({
    page,
  }) => {
    await onHomeAtEachViewport(page, async (viewport) => {
      const bar = summaryRegion(page);
      const chat = page.getByRole("button", { name: chatContent.launcherLabel });
      const top = async (locator: typeof bar) => (await locator.boundingBox())?.y ?? NaN;
      const bottom = async (locator: typeof bar) => {
        const box = await locator.boundingBox();
        return box ? box.y + box.height : NaN;
      };
      await expect(bar).toBeVisible();
      // Polled: the button glides up with a transition.
      await expect
        .poll(async () => (await bottom(chat)) <= (await top(bar)), {
          message: `${viewport.width} px`,
        })
        .toBe(true);
      // The panel, opened over the dimmed page, also ends above the bar (a phone gives it the
      // whole screen).
      if (viewport.width >= 640) {
        await chat.click();
        const panel = page.getByRole("dialog", { name: chatContent.assistantName });
        await expect(panel).toBeVisible();
        expect(await bottom(panel)).toBeLessThanOrEqual(await top(bar));
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
      }
      await bar.getByRole("button", { name: summaryText.rejectAll }).click();
      await expect(bar).toHaveCount(0);
      const height = viewport.height;
      await expect
        .poll(async () => height - (await bottom(chat)), { message: `${viewport.width} px` })
        .toBeLessThan(40);
    });
  });

  test("Reject All stores only the necessary category and hides the banner", async ({ page }) => {
    await gotoHydrated(page, "/");
    await summaryRegion(page).getByRole("button", { name: summaryText.rejectAll }).click();
    await expect(summaryRegion(page)).toHaveCount(0);
    await expect(page.getByText(consentContent.toasts.rejectedAll)).toBeVisible();
    expect(await storedRecord(page)).toEqual({
      necessary: true,
      ...NONE,
      timestamp: expect.stringMatching(ISO_DATE_TIME),
      version: policyVersion,
    });
    await reloadHydrated(page);
    await expectStoredChoiceRead(page, NONE);
  });

  test("Save Preferences stores the chosen categories; all start off", async ({ page }) => {
    await gotoHydrated(page, "/");
    await summaryRegion(page).getByRole("button", { name: summaryText.openSettings }).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();

    const necessary = dialog.getByRole("switch", { name: categories.necessary.name });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(necessary).toHaveAccessibleDescription(new RegExp(settingsText.alwaysOn));
    for (const category of OPTIONAL) {
      await expect(
        dialog.getByRole("switch", { name: categories[category].name }),
      ).not.toBeChecked();
    }

    await dialog.getByRole("switch", { name: categories.analytics.name }).click();
    await dialog.getByRole("switch", { name: categories.preferences.name }).click();
    await dialog.getByRole("button", { name: settingsText.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(summaryRegion(page)).toHaveCount(0);
    await expect(page.getByText(consentContent.toasts.saved)).toBeVisible();
    expect(await storedRecord(page)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
      timestamp: expect.stringMatching(ISO_DATE_TIME),
      version: policyVersion,
    });
  });

  test("Reject All in the settings stores only the necessary category", async ({ page }) => {
    await gotoHydrated(page, "/");
    await summaryRegion(page).getByRole("button", { name: summaryText.openSettings }).click();
    const dialog = settingsDialog(page);
    await dialog.getByRole("switch", { name: categories.marketing.name }).click();
    await dialog.getByRole("button", { name: settingsText.rejectAll }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedRecord(page)).toMatchObject({ ...NONE, version: policyVersion });
  });
});

test.describe("reopening and withdrawing", () => {
  test("the footer's Cookie Settings opens the settings prefilled with the stored choice", async ({
    page,
  }) => {
    await seedStoredValue(
      page,
      JSON.stringify(record({ analytics: true, marketing: false, preferences: true })),
    );
    await gotoHydrated(page, "/no-such-page");
    await expect(summaryRegion(page)).toHaveCount(0);
    await footerSettingsButton(page).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch", { name: categories.analytics.name })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: categories.marketing.name })).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: categories.preferences.name })).toBeChecked();

    // Closing it leaves no summary behind: this visitor was never asked on this page.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(summaryRegion(page)).toHaveCount(0);
    await expect(footerSettingsButton(page)).toBeFocused();
  });

  test("a visitor who was never asked can still opt in from the footer", async ({ page }) => {
    await gotoHydrated(page, "/");
    await lookupSettled(page);
    await footerSettingsButton(page).click();
    const dialog = settingsDialog(page);
    for (const category of OPTIONAL) {
      await expect(
        dialog.getByRole("switch", { name: categories[category].name }),
      ).not.toBeChecked();
    }
    await dialog.getByRole("switch", { name: categories.marketing.name }).click();
    await dialog.getByRole("button", { name: settingsText.save }).click();
    await expect(dialog).toHaveCount(0);
    expect(await storedRecord(page)).toMatchObject({
      analytics: false,
      marketing: true,
      preferences: false,
    });
    await expect(footerSettingsButton(page)).toBeFocused();
  });

  test("turning analytics off removes what analytics stored", async ({ page, context }) => {
    await seedStoredValue(
      page,
      JSON.stringify(record({ analytics: true, marketing: true, preferences: false })),
    );
    await gotoHydrated(page, "/");
    const { origin } = new URL(page.url());
    await context.addCookies([
      { name: "_ga", value: "GA1.1.1", url: origin },
      { name: "_ga_TEST1234", value: "GS1.1", url: origin },
      { name: "_gcl_au", value: "1.1", url: origin },
      { name: "unrelated", value: "kept", url: origin },
    ]);
    await page.evaluate(() => window.localStorage.setItem("plausible_ignore", "true"));

    await footerSettingsButton(page).click();
    const dialog = settingsDialog(page);
    await dialog.getByRole("switch", { name: categories.analytics.name }).click();
    await dialog.getByRole("button", { name: settingsText.save }).click();
    await expect(dialog).toHaveCount(0);

    const names = (await context.cookies()).map((cookie) => cookie.name).sort();
    expect(names).toEqual(["_gcl_au", "unrelated"]);
    expect(await page.evaluate(() => window.localStorage.getItem("plausible_ignore"))).toBeNull();
    expect(await storedRecord(page)).toMatchObject({ analytics: false, marketing: true });
  });
});

test.describe("a visitor from France, at each width", () => {
  test.use({ geoCountry: "FR" });

  /** The axe rules the page breaks as it stands. */
  async function axeViolations(page: Page) {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    return results.violations.map((violation) => violation.id);
  }

  test(`at ${DESKTOP.width}px the summary and the settings show, read and work as asked, on one load`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");

    await test.step("sees the summary over a dark overlay, with both links and three buttons", async () => {
      const region = summaryRegion(page);
      await expect(region).toBeVisible();
      await expect(region.getByRole("heading", { name: summaryText.heading })).toBeVisible();
      await expect(region.getByText(summaryText.text)).toBeVisible();
      for (const link of [summaryText.privacyLink, summaryText.gdprLink]) {
        await expect(region.getByRole("link", { name: link.label })).toHaveAttribute(
          "href",
          link.href,
        );
      }
      const buttons = region.getByRole("button");
      await expect(buttons).toHaveText([
        summaryText.rejectAll,
        summaryText.openSettings,
        summaryText.acceptAll,
      ]);

      // Reject is exactly as prominent as Accept.
      const look = (name: string) =>
        region.getByRole("button", { name }).evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return [style.backgroundColor, style.color, style.fontWeight, box.width > 0, box.height];
        });
      expect(await look(summaryText.rejectAll)).toEqual(await look(summaryText.acceptAll));
    });

    await test.step("the summary is reachable first and does not trap focus", async () => {
      await expect(summaryRegion(page)).toBeVisible();
      await page.keyboard.press("Tab"); // skip link
      const order = [];
      for (let step = 0; step < 6; step++) {
        await page.keyboard.press("Tab");
        order.push(
          await page.evaluate((heading) => {
            const active = document.activeElement as HTMLElement;
            const region = active.closest("section");
            return region?.querySelector("h2")?.textContent === heading
              ? active.textContent
              : "outside";
          }, summaryText.heading),
        );
      }
      expect(order).toEqual([
        summaryText.privacyLink.label,
        summaryText.gdprLink.label,
        summaryText.rejectAll,
        summaryText.openSettings,
        summaryText.acceptAll,
        "outside",
      ]);
    });

    await test.step("axe finds no violations in the summary", async () => {
      await expect(summaryRegion(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step("the close control returns to the summary without storing", async () => {
      await summaryRegion(page).getByRole("button", { name: summaryText.openSettings }).click();
      const dialog = settingsDialog(page);
      await dialog.getByRole("switch", { name: categories.analytics.name }).click();
      await dialog.getByRole("button", { name: settingsText.closeLabel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(summaryRegion(page)).toBeVisible();
      expect(await storedRecord(page)).toBeNull();
      // Reopened, the settings start from what is stored (nothing), not the abandoned toggle.
      await summaryRegion(page).getByRole("button", { name: summaryText.openSettings }).click();
      await expect(
        dialog.getByRole("switch", { name: categories.analytics.name }),
      ).not.toBeChecked();
    });

    await test.step("axe finds no violations in the settings", async () => {
      await expect(settingsDialog(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    // Back to the summary: Escape closes the settings, as the next step checks in full.
    await page.keyboard.press("Escape");
    await expect(settingsDialog(page)).toHaveCount(0);

    await test.step("the settings dialog takes focus, keeps Tab inside and Escape returns to the summary", async () => {
      const opener = summaryRegion(page).getByRole("button", { name: summaryText.openSettings });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = settingsDialog(page);
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole("button", { name: settingsText.closeLabel });
      await expect(close).toBeFocused();

      // Forward through every control and around: focus never leaves the dialog.
      const stops = [];
      for (let step = 0; step < 7; step++) {
        await page.keyboard.press("Tab");
        stops.push(
          await page.evaluate(() => {
            const active = document.activeElement as HTMLElement;
            return active.closest("dialog")
              ? (active.getAttribute("aria-label") ?? active.textContent ?? active.id)
              : "outside";
          }),
        );
      }
      expect(stops).not.toContain("outside");
      expect(stops.slice(3, 6)).toEqual([
        settingsText.rejectAll,
        settingsText.save,
        settingsText.closeLabel,
      ]);
      await close.focus();
      await page.keyboard.press("Shift+Tab");
      await expect(dialog.getByRole("button", { name: settingsText.save })).toBeFocused();

      // Space toggles a switch.
      await dialog.getByRole("switch", { name: categories.analytics.name }).focus();
      await page.keyboard.press("Space");
      await expect(dialog.getByRole("switch", { name: categories.analytics.name })).toBeChecked();

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(summaryRegion(page)).toBeVisible();
      await expect(opener).toBeFocused();
      expect(await storedRecord(page)).toBeNull();

      // Saving from the keyboard.
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("switch", { name: categories.marketing.name }).focus();
      await page.keyboard.press("Space");
      await dialog.getByRole("button", { name: settingsText.save }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toHaveCount(0);
      await expect(summaryRegion(page)).toHaveCount(0);
      expect(await storedRecord(page)).toMatchObject({ marketing: true, analytics: false });
      // Focus is not dropped on <body>: the page content comes next.
      await expect(page.locator("#main-content")).toBeFocused();
    });
  });

  test(`axe finds no violations in either view at ${PHONE.width}px`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    await expect(summaryRegion(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await summaryRegion(page).getByRole("button", { name: summaryText.openSettings }).click();
    await expect(settingsDialog(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the banner and the page's largest paint, layout and policy", () => {
  test.use({ geoCountry: "FR" });

  // Three loads of each route, one test: the banner arrives late on each, as on a first visit.
  for (const route of heavyGateRoutes()) {
    // The banner and its settings in the page's language.
    const { summary, settings } = consentContentIn(
      (/^\/(fr|nl|de)(?=\/|$)/.exec(route)?.[1] ?? "en") as Parameters<typeof consentContentIn>[0],
    );
    const summaryRegion = (page: Page) => page.getByRole("region", { name: summary.heading });
    const settingsDialog = (page: Page) => page.getByRole("dialog", { name: settings.title });
    test(`on ${route} the banner is not the largest paint, shifts nothing, and deciding is allowed`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const violations = await watchViolations(page);
      await recordLayoutShifts(page);

      // The banner is painted by script after the lookup, late by nature. If its text is the
      // largest block on screen it becomes the page's LCP, so its copy must stay smaller than
      // every page's own lead text at Lighthouse's mobile size.
      await test.step(`the largest paint at ${LIGHTHOUSE_MOBILE.width}px is the page's own content`, async () => {
        await page.setViewportSize(LIGHTHOUSE_MOBILE);
        await gotoHydrated(page, route);
        await expect(summaryRegion(page)).toBeVisible();
        const largest = await page.evaluate(
          (heading) =>
            new Promise<{ text: string; inBanner: boolean }>((resolve) => {
              // Two frames after the banner is visible, its paint has been reported.
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  new PerformanceObserver((list, observer) => {
                    observer.disconnect();
                    const element = (list.getEntries().at(-1) as LargestContentfulPaint).element;
                    const banner = element?.closest("section");
                    resolve({
                      text: element?.textContent?.slice(0, 60) ?? "",
                      inBanner: banner?.querySelector("h2")?.textContent === heading,
                    });
                  }).observe({ type: "largest-contentful-paint", buffered: true }),
                ),
              );
            }),
          summary.heading,
        );
        expect(largest.inBanner, `largest paint: "${largest.text}"`).toBe(false);
      });

      // The banner arrives after the page has painted. Whatever makes room for it (the chat
      // button lifted above it, the body's padding) must not move what the visitor is reading: a
      // layout shift is what Lighthouse's CLS counts, and our target for it is 0.
      for (const viewport of VIEWPORTS) {
        await test.step(`nothing shifts as the page and the banner load at ${viewport.width}px`, async () => {
          // A first visit again: the country the last load looked up is forgotten.
          await page.evaluate(() => sessionStorage.clear());
          await page.setViewportSize(viewport);
          await gotoHydrated(page, route);
          await expect(summaryRegion(page)).toBeVisible();
          expect(await settledShifts(page), "layout shifts").toEqual([]);
        });
      }

      // A visitor who chose the dark theme: the script before the first paint applies it, so
      // nothing is painted light and then moves or repaints in dark.
      await test.step("nothing shifts with a stored dark theme either", async () => {
        await page.evaluate(() => {
          sessionStorage.clear();
          localStorage.setItem("theme", "dark");
        });
        await page.setViewportSize(DESKTOP);
        await gotoHydrated(page, route);
        await expect(summaryRegion(page)).toBeVisible();
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        expect(await settledShifts(page), "layout shifts").toEqual([]);
      });

      // On the last load, a visitor from the EU decides under the page's policy (what the choice
      // loads must be allowed). Once per route: the policy does not depend on the width.
      await test.step("deciding breaks no Content-Security-Policy", async () => {
        await summaryRegion(page).getByRole("button", { name: summary.openSettings }).click();
        await settingsDialog(page)
          .getByRole("switch", { name: settings.categories.analytics.name })
          .click();
        await settingsDialog(page).getByRole("button", { name: settings.save }).click();
        await expect(settingsDialog(page)).toBeHidden();
        expect(violations, "Content-Security-Policy violations").toEqual([]);
      });
    });
  }
});
