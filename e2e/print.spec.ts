import type { Page } from "@playwright/test";
import {
  chatContent,
  interfaceLabels,
  consentContent,
  footerContent,
  heroContent,
  shownRoadmap,
  siteConfig,
  termsOfService,
} from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

const INK = "rgb(15, 23, 42)";

/**
 * Elements that would print on every sheet, over the text: visible and position: fixed.
 * Described by tag and class so a failure names the culprit.
 */
function fixedAndVisible(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => getComputedStyle(element).position === "fixed")
      .filter((element) => element.checkVisibility())
      .map((element) => `<${element.localName} class="${element.getAttribute("class") ?? ""}">`),
  );
}

test.describe("printing", () => {
  // A visitor in the EU, so the consent bar and its scrim are on screen when they print.
  test.use({ geoCountry: "DE" });

  test("the terms print without the consent bar, its scrim or a header on every sheet", async ({
    page,
  }) => {
    await gotoHydrated(page, "/terms-of-service");
    const consentBar = page.getByRole("region", { name: consentContent.summary.heading });
    await expect(consentBar).toBeVisible();

    await page.emulateMedia({ media: "print" });

    await expect(consentBar).toBeHidden();
    expect(await fixedAndVisible(page)).toEqual([]);
    await expect(page.getByRole("heading", { level: 1, name: termsOfService.title })).toBeVisible();
    // The header prints once, atop the first sheet, with the logo and without its links.
    await expect(page.getByRole("banner")).toHaveCSS("position", "absolute");
    await expect(
      page.getByRole("banner").getByRole("link", { name: siteConfig.name }),
    ).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: interfaceLabels.header.navLabel }),
    ).toBeHidden();
  });

  test("the landing page prints every section finished, in ink, without the chat", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    const roadmapCards = page.locator("[data-roadmap-item]");
    await expect(page.getByRole("button", { name: chatContent.launcherLabel })).toBeVisible();
    await expect(footer.getByRole("navigation")).not.toHaveCount(0);
    await expect(roadmapCards).toHaveCount(shownRoadmap().length);
    // Off screen, the roadmap's cards wait for their entrance: moved down, never faded.
    await expect(roadmapCards.first()).not.toHaveCSS("transform", "none");
    await expect(roadmapCards.first()).toHaveCSS("opacity", "1");

    await page.emulateMedia({ media: "print" });

    expect(await fixedAndVisible(page)).toEqual([]);
    for (const card of await roadmapCards.all()) {
      await expect(card).toHaveCSS("transform", "none");
      await expect(card).toHaveCSS("opacity", "1");
    }
    const unrendered = await page.evaluate(() =>
      [...document.querySelectorAll("main section")]
        .filter((section) => !section.checkVisibility({ contentVisibilityAuto: true }))
        .map((section) => section.id),
    );
    expect(unrendered, "sections not rendered on paper").toEqual([]);
    // White on a colour keeps its colour; the dark panels turn to ink on white.
    await expect(
      page.getByRole("main").getByRole("link", { name: heroContent.primaryCta }),
    ).toHaveCSS("print-color-adjust", "exact");
    await expect(footer.getByText(footerContent.blurb)).toHaveCSS("color", INK);
    await expect(footer).toHaveCSS("background-image", "none");
    await expect(footer).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    // A call to action and link lists are no use on paper; who made it and when stay.
    await expect(footer.getByRole("heading", { name: footerContent.cta.heading })).toBeHidden();
    await expect(footer.getByRole("navigation")).toHaveCount(0);
    await expect(footer.getByText(interfaceLabels.footer.rights)).toBeVisible();
  });
});
