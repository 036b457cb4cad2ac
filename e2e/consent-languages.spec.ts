import { consentContentIn, navigationIn } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { linkResolver } from "./support/links";

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

// /gdpr answers in English only: on a page in another language the banner's and the footer's
// GDPR links go straight to the rights section of the policy in that language.
test("the GDPR links of a French, Dutch and German page lead to their own policy's section", async ({
  page,
  request,
}) => {
  const resolver = linkResolver(request);
  for (const language of ["fr", "nl", "de"] as const) {
    await gotoHydrated(page, `/${language}`);
    const banner = consentContentIn(language).summary;
    const region = page.getByRole("region", { name: banner.heading });
    const footerItem = navigationIn(language).legal.find(
      (item) => "href" in item && item.href === "/gdpr",
    );
    const links = [
      region.getByRole("link", { name: banner.gdprLink.label }),
      page.getByRole("contentinfo").getByRole("link", { name: footerItem?.label, exact: true }),
    ];
    for (const link of links) {
      const href = (await link.getAttribute("href")) ?? "";
      expect(href, language).toMatch(new RegExp(`^/${language}/privacy-policy#[a-z-]+$`));
      expect(await resolver.unresolved(page.url(), [href])).toEqual([]);
    }
  }
});
