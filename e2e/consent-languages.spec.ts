import { consentContentIn } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** The cookie banner and its settings on a French page, asked of a visitor in France. */
const locale = "fr";
const { summary, settings, toasts } = consentContentIn(locale);

test.use({ geoCountry: "FR" });

test("a French page asks for consent and opens its settings in French", async ({ page }) => {
  await gotoHydrated(page, `/${locale}`);
  const region = page.getByRole("region", { name: summary.heading });
  await expect(region).toBeVisible();
  await expect(region.getByRole("link", { name: summary.privacyLink.label })).toHaveAttribute(
    "href",
    `/${locale}/privacy-policy`,
  );
  await region.getByRole("button", { name: summary.openSettings }).click();
  const dialog = page.getByRole("dialog", { name: settings.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(settings.intro);
  for (const category of Object.values(settings.categories)) {
    await expect(dialog.getByText(category.name, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: settings.save })).toBeVisible();
  await expect(dialog.getByRole("button", { name: settings.closeLabel })).toBeVisible();
  await dialog.getByRole("button", { name: settings.rejectAll }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(toasts.rejectedAll)).toBeVisible();
});
