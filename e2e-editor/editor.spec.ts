import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Markdoc from "@markdoc/markdoc";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { dump, load } from "js-yaml";
import { formatUsd } from "@/lib/format";
import { BILLED_MONTHS_PER_YEAR } from "@/lib/pricing";
import { startDevCopy, type DevCopy } from "./next-dev-copy";

// A marketer's round trips in the real editor (docs/marketers.md): change a price and an FAQ
// answer, add a draft post, preview them in `next dev`, publish the post; make a page of blocks,
// reorder them, preview and publish it. Every save must write the files the build reads, in the
// form they already have, so only the edited lines change.

type Plan = { name: string; monthlyPrice?: number; annualPrice: number };
type Faq = { items: { question: string; answer: string }[] };

let dev: DevCopy;
const read = (file: string) => readFileSync(join(dev.root, file), "utf8");

/** Waits until the editor has written `file` (its text differs from `before`). */
/**
 * The file as the editor saved it: changed, and the same on two reads in a row. A save truncates
 * the file before writing it, so a single read can catch it empty (it did, in a CI run).
 */
async function saved(file: string, before: string | null): Promise<string> {
  let last: string | null = null;
  await expect
    .poll(
      () => {
        const now = existsSync(join(dev.root, file)) ? read(file) : null;
        const settled = now !== null && now !== "" && now !== before && now === last;
        last = now;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return last ?? "";
}

async function openEditor(page: Page, path: string) {
  await page.goto(`${dev.url}/keystatic/${path}`);
  await expect(page.getByRole("button", { name: /^(Save|Create)$/ })).toBeVisible({
    timeout: 120_000,
  });
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dev = await startDevCopy();
});
test.afterAll(async () => {
  await dev?.stop();
});

test("a marketer edits a price and an answer, adds a draft post and publishes it", async ({
  page,
}) => {
  const plansBefore = read("content/plans.yaml");
  const plans = load(plansBefore) as { plans: Plan[] };
  const plan = plans.plans.find((entry) => entry.monthlyPrice !== undefined)!;
  const monthly = plan.monthlyPrice! + 1;
  // The build's rule (content/plans.ts): the annual price is that many monthly prices.
  const annual = monthly * BILLED_MONTHS_PER_YEAR;

  await test.step("change a plan's price", async () => {
    await openEditor(page, "singleton/plans");
    await page.getByText(plan.name, { exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Monthly price" }).fill(String(monthly));
    await dialog.getByRole("textbox", { name: "Annual price" }).fill(String(annual));
    await dialog.getByRole("button", { name: "Done", exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const after = await saved("content/plans.yaml", plansBefore);
    Object.assign(plan, { monthlyPrice: monthly, annualPrice: annual });
    expect(after).toBe(dump(plans));
  });

  const faqBefore = read("content/faq.yaml");
  const faq = load(faqBefore) as Faq;
  const item = faq.items[0]!;
  const answer = `Yes: this answer was changed in the editor at ${monthly} past the hour, and saved.`;

  await test.step("change an FAQ answer", async () => {
    await openEditor(page, "singleton/faq");
    await page.getByText(item.question, { exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Answer" }).fill(answer);
    await dialog.getByRole("button", { name: "Done", exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const after = await saved("content/faq.yaml", faqBefore);
    item.answer = answer;
    expect(after).toBe(dump(faq));
  });

  await test.step("the landing page in next dev shows the new price and answer", async () => {
    // As a marketer does: open the page, and reload if it does not show the save yet. next dev
    // applies a saved file to its server modules a moment after the file changes; on a busy
    // machine (CI) the first request after a save was once rendered with the old FAQ.
    await expect(async () => {
      await page.goto(`${dev.url}/`);
      await expect(page.locator("#pricing")).toContainText(formatUsd(monthly), { timeout: 5_000 });
      await expect(page.locator("#faq")).toContainText(answer, { timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
  });

  const title = "Editor round trip: a draft post";
  const slug = "editor-round-trip-a-draft-post";
  const file = `content/posts/${slug}.md`;
  const paragraph = "Written in the editor, previewed in next dev, published by clearing a flag.";

  await test.step("create a draft post", async () => {
    await openEditor(page, "collection/posts/create");
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page
      .getByRole("textbox", { name: "Excerpt" })
      .fill("A post the editor test writes as a draft, previews in next dev, then publishes.");
    await page.getByRole("textbox", { name: "Author" }).fill("Editor Test");
    await page.getByRole("textbox", { name: /^Date/ }).fill("2026-11-23");
    await page.getByRole("checkbox", { name: "Draft" }).check();
    await page.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type(paragraph);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    const text = await saved(file, null);
    const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(text) ?? [];
    expect(load(frontmatter)).toMatchObject({ title, author: "Editor Test", draft: true });
    expect(body).toContain(paragraph);
    // The body is in Markdoc's form, the form scripts/markdoc-form.mjs gives hand-written files.
    expect(body).toBe(Markdoc.format(Markdoc.parse(body)));
  });

  await test.step("preview the draft at its own address in next dev", async () => {
    await page.goto(`${dev.url}/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(paragraph)).toBeVisible();
  });

  await test.step("publish the post by clearing the draft flag", async () => {
    const before = read(file);
    await openEditor(page, `collection/posts/item/${slug}`);
    await page.getByRole("checkbox", { name: "Draft" }).uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const after = await saved(file, before);
    expect(after).toBe(before.replace("draft: true\n", ""));
  });
});

test("a marketer makes a page from blocks, reorders two, previews it and publishes it", async ({
  page,
}) => {
  const title = "Editor round trip: a spring offer";
  const slug = "editor-round-trip-a-spring-offer";
  const file = `content/block-pages/${slug}.yaml`;
  const heading = "Two months free on annual plans";
  // The editor names a block by its kind and title.
  const header = `Page header: ${heading}`;
  const text = "Written in the editor as a block, moved above the questions, then published.";
  const blocks = page.getByRole("group", { name: /^Blocks/ });
  const list = page.getByRole("grid", { name: "Blocks" });

  /** Adds a block from the Blocks field's menu, filling its settings' dialog. */
  async function addBlock(label: string, fill?: (dialog: Locator) => Promise<void>) {
    await blocks.getByRole("button", { name: "Add", exact: true }).first().click();
    await page.getByRole("menuitem", { name: label, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await fill?.(dialog);
    await dialog.getByRole("button", { name: "Add", exact: true }).last().click();
    await expect(dialog).toHaveCount(0);
  }

  await test.step("add a draft page of three blocks", async () => {
    // The editor creates an entry once it has read the repository's files (a cold next dev
    // compiles that route first).
    const tree = page.waitForResponse(
      (response) => response.url().endsWith("/api/keystatic/tree") && response.ok(),
      { timeout: 180_000 },
    );
    await openEditor(page, "collection/pages/create");
    await tree;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("A page the editor test makes from blocks, previews in next dev, then publishes.");
    await page.getByRole("checkbox", { name: /^Draft/ }).check();
    await addBlock("Page header", async (dialog) => {
      await dialog.getByRole("textbox", { name: "Small heading above the title" }).fill("Offer");
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(heading);
      await dialog.getByRole("textbox", { name: "Description", exact: true }).fill(text);
    });
    await addBlock("FAQ");
    await addBlock("Rich text", async (dialog) => {
      await dialog.getByRole("textbox", { name: "Body" }).fill(text);
    });
    await expect(list.getByRole("row")).toHaveText([header, "FAQ", "Rich text"]);
  });

  await test.step("move the text above the questions, with the keyboard", async () => {
    await list.getByRole("button", { name: "Drag Rich text" }).focus();
    await page.keyboard.press("Enter");
    // The arrow keys walk the drop positions ("Insert between <block> and <block>"...).
    const target = `Insert between ${header} and FAQ`;
    const position = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await expect(page.locator('[aria-roledescription="drop indicator"]').first()).toBeAttached();
    for (let step = 0; step < 6 && (await position()) !== target; step++) {
      const above = (await position())?.startsWith("Insert before") ?? false;
      await page.keyboard.press(above ? "ArrowDown" : "ArrowUp");
    }
    expect(await position()).toBe(target);
    await page.keyboard.press("Enter");
    await expect(list.getByRole("row")).toHaveText([header, "Rich text", "FAQ"]);
  });

  await test.step("create it: the file holds the blocks in their new order", async () => {
    await page.getByRole("button", { name: "Create", exact: true }).click();
    const written = load(await saved(file, null)) as {
      title: string;
      draft?: boolean;
      blocks: { discriminant: string; value: Record<string, unknown> }[];
    };
    expect(written.title).toBe(title);
    expect(written.draft).toBe(true);
    expect(written.blocks.map((block) => block.discriminant)).toEqual([
      "page-header",
      "rich-text",
      "faq",
    ]);
    expect(written.blocks[0]?.value).toMatchObject({ title: heading });
  });

  await test.step("preview the draft at its address in next dev", async () => {
    await expect(async () => {
      await page.goto(`${dev.url}/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, {
        timeout: 5_000,
      });
    }).toPass({ timeout: 90_000 });
    const words = page.getByText(text, { exact: true }).last();
    const questions = page.locator("#faq");
    await expect(words).toBeVisible();
    await expect(questions).toBeVisible();
    // The text comes before the questions, as the page now orders them.
    const [wordsTop, questionsTop] = await Promise.all([
      words.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
      questions.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
    ]);
    expect(wordsTop).toBeLessThan(questionsTop);
  });

  await test.step("publish it by clearing the draft flag", async () => {
    const before = read(file);
    await openEditor(page, `collection/pages/item/${slug}`);
    await page.getByRole("checkbox", { name: /^Draft/ }).uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const after = await saved(file, before);
    expect(after).toBe(before.replace("draft: true\n", ""));
  });
});
