import { VIEWPORTS } from "./support/constants";
import { expect, test } from "./support/fixtures";
import { heavyGateRoutes } from "./support/routes";

/**
 * Without JavaScript no control may look pressable and do nothing: every button a visitor can
 * see submits a form that posts somewhere (a `<details>` summary opens natively and is not a
 * button), and no slider shows, since nothing would follow its moves. Islands that need script
 * hide their controls with the `noscript:` variant.
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of heavyGateRoutes()) {
    for (const viewport of VIEWPORTS) {
      test(`${route} at ${viewport.width} px shows no control that needs script`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(route);
        const dead = await page
          .locator("button, [role=button], [role=switch], [role=slider], input[type=range]")
          .evaluateAll((controls) =>
            controls
              .filter((control) => control.checkVisibility({ visibilityProperty: true }))
              .filter((control) => {
                const form = control instanceof HTMLButtonElement ? control.form : null;
                const submits = control instanceof HTMLButtonElement && control.type === "submit";
                return !(submits && form?.getAttribute("action"));
              })
              .map((control) => control.outerHTML.slice(0, 160)),
          );
        expect(dead).toEqual([]);
      });
    }
  }
});
