import { costStoryContent, faqContent, featuresContent, planComparison } from "./support/content";
import { expect, test } from "./support/fixtures";
import { collapsedContent, normalize } from "./support/page-gates";

// Every page's "nothing hidden on load" gate runs in e2e/gates.spec.ts, on the gates' one load.

test("closed FAQ answers, inactive feature tabs and the folded lists stay hidden, the open ones show", async ({
  page,
}) => {
  await page.goto("/");
  const collapsed = await collapsedContent(page);
  expect(collapsed.every((part) => !part.rendered)).toBe(true);
  const texts = collapsed.map((part) => normalize(part.text));
  // All but the open FAQ entry, all but the selected feature tab, the plan comparison folded
  // beneath the prices and the tools folded beneath the cost story's sum.
  const [open, ...closed] = faqContent.items;
  for (const item of closed) expect(texts).toContain(normalize(item.answer));
  for (const tab of featuresContent.tabs.slice(1)) {
    expect(texts.some((text) => text.includes(normalize(tab.description)))).toBe(true);
  }
  expect(texts.some((text) => text.includes(normalize(planComparison.caption)))).toBe(true);
  expect(texts.some((text) => text.includes(normalize(costStoryContent.totalLabel)))).toBe(true);

  const text = normalize(await page.evaluate(() => document.body.innerText));
  expect(text).toContain(normalize(open?.answer ?? "missing"));
  for (const item of closed) {
    expect(text).toContain(normalize(item.question));
    expect(text).not.toContain(normalize(item.answer));
  }
  expect(text).toContain(normalize(planComparison.heading));
  expect(text).toContain(normalize(costStoryContent.listHeading));
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
});
