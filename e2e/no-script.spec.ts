import type { Page } from "@playwright/test";
import { REFLOW, VIEWPORTS } from "./support/constants";
import { expect, test } from "./support/fixtures";
import { heavyGateRoutes } from "./support/routes";

/**
 * Without JavaScript no control may look pressable and do nothing: every button a visitor can
 * see submits a form that posts somewhere or opens a native popover (the header's menus), a
 * `<details>` summary opens natively and is not a button, and no slider shows, since nothing would follow its moves. Islands that need script
 * hide their controls with the `noscript:` variant.
 */

/** The controls on screen that need script: all but buttons that submit a form with a target. */
function deadControls(page: Page) {
  return page
    .locator("button, [role=button], [role=switch], [role=slider], input[type=range]")
    .evaluateAll((controls) =>
      controls
        .filter((control) => control.checkVisibility({ visibilityProperty: true }))
        .filter((control) => {
          const form = control instanceof HTMLButtonElement ? control.form : null;
          const submits = control instanceof HTMLButtonElement && control.type === "submit";
          // The browser opens and closes a popover from its button by itself.
          const target = control.getAttribute("popovertarget");
          const opens = target !== null && document.getElementById(target)?.hasAttribute("popover");
          return !(submits && form?.getAttribute("action")) && !opens;
        })
        .map((control) => control.outerHTML.slice(0, 160)),
    );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // One load per route: with no script, what shows at a width is the stylesheet's alone, so
  // resizing the window shows what a load at that width would.
  for (const route of heavyGateRoutes()) {
    test(`${route} shows no control that needs script, and fits a 320 px screen`, async ({
      page,
    }) => {
      for (const [index, viewport] of VIEWPORTS.entries()) {
        await test.step(`at ${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          if (index === 0) await page.goto(route);
          expect.soft(await deadControls(page)).toEqual([]);
        });
      }
      // Every tab's panel shows without script, so this is each panel's reflow (WCAG 1.4.10).
      await test.step(`fits a ${REFLOW.width} px screen without sideways scrolling`, async () => {
        await page.setViewportSize(REFLOW);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(REFLOW.width);
      });
    });
  }
});
