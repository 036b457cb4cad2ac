import { faqContent, featuresContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { collapsedContent, normalize } from "./support/page-gates";

// Every page's "nothing hidden on load" gate runs in e2e/gates.spec.ts, on the gates' one load.

test("closed FAQ answers and inactive feature tabs stay hidden, the open ones show", async ({
  page,
}) => {
  await page.goto("/");
  const collapsed = await collapsedContent(page);
  // All but the open FAQ entry, all but the selected feature tab.
  expect(collapsed).toHaveLength(faqContent.items.length - 1 + featuresContent.tabs.length - 1);
  const text = normalize(await page.evaluate(() => document.body.innerText));
  const [open, ...closed] = faqContent.items;
  expect(text).toContain(normalize(open?.answer ?? "missing"));
  for (const item of closed) {
    expect(text).toContain(normalize(item.question));
    expect(text).not.toContain(normalize(item.answer));
  }
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
});
