import {
  getHelpArticles,
  helpArticlePath,
  legalPageContent,
  privacyPolicy,
  siteConfig,
  termsOfService,
} from "./support/content";
import { formatDate } from "@/lib/dates/format-date";
import { VIEWPORTS } from "./support/constants";
import { expect, expectSectionAtTop, gotoHydrated, test } from "./support/fixtures";

const documents = [
  {
    path: "/privacy-policy",
    document: privacyPolicy,
    figures: [
      "For as long as your account is active",
      "Up to 2 years.",
      "3 years after the conversation ends.",
      "7 years, as required by tax and accounting law.",
      "not meant for children under 13",
      "at least 18 years old",
    ],
  },
  {
    path: "/terms-of-service",
    document: termsOfService,
    figures: [
      "at least 18 years old",
      "not meant for children under 13",
      "one account per person or legal entity",
      "Fees are due in advance, monthly or annually",
      "Fees are non-refundable, except where the law requires a refund",
      "with 30 days' notice",
      "limited to the amount you paid us in the twelve months",
      "governed by Belgian law",
      `the courts of ${siteConfig.address.city}`,
    ],
  },
];

for (const { path, document, figures } of documents) {
  test.describe(path, () => {
    test("says when it was last updated, states every figure and links every section, on one load", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, path);

      await test.step("says when it was last updated and states every figure", async () => {
        await expect(page.getByText(`${legalPageContent.lastUpdatedLabel}:`)).toContainText(
          formatDate(document.lastUpdated),
        );
        for (const figure of figures) {
          await expect(page.getByText(figure, { exact: false }).first()).toBeVisible();
        }
      });

      await test.step("has a table of contents that links to every section", async () => {
        const toc = page.getByRole("navigation", { name: legalPageContent.tocLabel });
        await expect(toc.getByRole("link")).toHaveCount(document.sections.length);
        for (const [index, section] of document.sections.entries()) {
          await expect(toc.getByRole("link").nth(index)).toHaveAttribute("href", `#${section.id}`);
          await expect(page.locator(`#${section.id} h2`)).toContainText(section.title);
        }
        const last = document.sections.at(-1);
        await toc.getByRole("link", { name: last?.title }).click();
        await expect(page.locator(`#${last?.id}`)).toBeInViewport();
        await expect(page).toHaveURL(new RegExp(`#${last?.id}$`));
      });
    });

    for (const viewport of VIEWPORTS) {
      test(`a shared link to a later section opens at that section at ${viewport.width}px`, async ({
        page,
      }) => {
        // The jump must land on the section, below the fixed header.
        await page.setViewportSize(viewport);
        for (const section of [document.sections[4], document.sections.at(-2)]) {
          await page.goto("about:blank");
          await gotoHydrated(page, `${path}#${section?.id}`);
          await expectSectionAtTop(page, section?.id ?? "");
        }
      });
    }
  });
}

/** The first help article whose answer links to a section of a policy, and that link. */
const policyLink = getHelpArticles()
  .flatMap((article) =>
    [...article.body.walk()]
      .filter((node) => node.type === "link")
      .map((node) => ({ slug: article.slug, href: String(node.attributes.href) })),
  )
  .find(({ href }) => /^\/(terms-of-service|privacy-policy)#[a-z0-9-]+$/.test(href));

test("a help article's link to a policy section, a client-side navigation, lands on the section", async ({
  page,
}) => {
  if (!policyLink) throw new Error("no help article links to a policy section");
  const [path, id] = policyLink.href.split("#") as [string, string];
  await gotoHydrated(page, helpArticlePath(policyLink.slug));
  await page.locator(`main a[href="${policyLink.href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
  await expectSectionAtTop(page, id);
});
