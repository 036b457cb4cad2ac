import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { gitBlobId } from "@/lib/content/translation-status";
import { startDevCopy, type DevCopy } from "./next-dev-copy";

// A marketer keeps the translations in step from the editor's translations page (docs/
// marketers.md, "Translate"): starts the Dutch translation of an English file that has none, finds
// it open in the editor's form and listed as started, not published in Dutch until a text is
// translated; translates a text and saves it, sees it listed as translated;
// then, after the English FAQ changed, sees its Dutch translation out of date with what changed,
// and marks it up to date with one button.

let dev: DevCopy;
const read = (file: string) => readFileSync(join(dev.root, file), "utf8");

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dev = await startDevCopy();
});
test.afterAll(async () => {
  await dev?.stop();
});

/** The translations page, with a row's cell for a language (`Dutch`). */
async function openTranslations(page: Page) {
  await page.goto(`${dev.url}/translations`, { timeout: 240_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  // Hydrated before a click opens a list of changes, which React would otherwise find changed.
  await page.waitForLoadState("networkidle");
}
const cell = (page: Page, englishFile: string, language: string) =>
  page
    .locator(`[data-file="${englishFile}"]`)
    .getByRole("group", { name: new RegExp(`^${language}:`) });

test("a marketer starts a Dutch translation from the English file, saves it, and marks an out-of-date one up to date", async ({
  page,
}) => {
  const slug = readdirSync(join(dev.root, "content/help"))
    .map((name) => name.replace(/\.md$/, ""))
    .find((name) => !existsSync(join(dev.root, `content/nl/help/${name}.md`)))!;
  expect(slug, "an English help article without a Dutch translation").toBeTruthy();
  const english = `content/help/${slug}.md`;
  const dutch = `content/nl/help/${slug}.md`;
  const description = "Zo werkt het, stap voor stap: wat je nodig hebt en waar je het vindt.";

  await test.step("Start the Dutch translation opens the new file in the editor's form", async () => {
    await openTranslations(page);
    const missing = cell(page, english, "Dutch");
    await expect(missing).toHaveAccessibleName("Dutch: Missing");
    await missing.getByRole("button", { name: "Start the Dutch translation" }).click();
    await expect(page).toHaveURL(`${dev.url}/keystatic/collection/nlHelp/item/${slug}`);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({
      timeout: 120_000,
    });
    // The English file, first noting the English version it is made from.
    const text = read(english);
    expect(read(dutch)).toBe(text.replace(/^---\n/, `---\ntranslatedFrom: ${gitBlobId(text)}\n`));
    await expect(
      page.getByRole("textbox", { name: "Translated from (English version)" }),
    ).toHaveValue(gitBlobId(text));
  });

  await test.step("until a text is translated, it is listed as started and not published", async () => {
    await openTranslations(page);
    const started = cell(page, english, "Dutch");
    await expect(started).toHaveAccessibleName("Dutch: Started, not yet translated");
    await expect(started).toContainText(`Not published in Dutch: /help-center/${slug}`);
    await page.goto(`${dev.url}/keystatic/collection/nlHelp/item/${slug}`, { timeout: 240_000 });
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible({
      timeout: 120_000,
    });
  });

  await test.step("translated and saved, it is listed as translated", async () => {
    const before = read(dutch);
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(description);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => read(dutch), { timeout: 60_000 }).toContain(description);
    expect(read(dutch)).toContain(`translatedFrom: ${gitBlobId(read(english))}`);
    expect(read(dutch)).not.toBe(before);
    await openTranslations(page);
    await expect(cell(page, english, "Dutch")).toHaveAccessibleName("Dutch: Translated");
    await expect(cell(page, english, "French")).toHaveAccessibleName("French: Missing");
  });

  await test.step("a page of another site cannot start one", async () => {
    const response = await page.request.post(`${dev.url}/api/translations`, {
      form: { action: "start", file: english, locale: "fr", version: gitBlobId(read(english)) },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status()).toBe(403);
    expect(existsSync(join(dev.root, `content/fr/help/${slug}.md`))).toBe(false);
  });

  const faq = "content/faq.yaml";
  const dutchFaq = "content/nl/faq.yaml";
  await test.step("after the English FAQ changes, Mark as up to date notes its version", async () => {
    // The copy is not a repository: keep the English version the translations were made from
    // where git can read it, so the page can say what changed.
    execFileSync("git", ["init", "-q"], { cwd: dev.root });
    execFileSync("git", ["hash-object", "-w", faq], { cwd: dev.root });
    const was = read(faq);
    const intro = /^intro: (.+)$/m.exec(was)![1]!;
    writeFileSync(
      join(dev.root, faq),
      was.replace(`intro: ${intro}`, `intro: ${intro} Ask us anything.`),
    );
    const dutchBefore = read(dutchFaq);

    await openTranslations(page);
    const stale = cell(page, faq, "Dutch");
    await expect(stale).toHaveAccessibleName("Dutch: Out of date");
    const row = page.locator(`[data-file="${faq}"]`);
    await row.getByText(/What changed in English since the .*Dutch/).click();
    await expect(row.getByText("Ask us anything.")).toBeVisible();

    await stale.getByRole("button", { name: "Mark as up to date" }).click();
    await expect(page).toHaveURL(/\/translations\?marked=content%2Fnl%2Ffaq\.yaml$/);
    await expect(page.getByRole("status")).toContainText(dutchFaq);
    await expect(cell(page, faq, "Dutch")).toHaveAccessibleName("Dutch: Translated");
    await expect(cell(page, faq, "French")).toHaveAccessibleName("French: Out of date");
    // Only the version changed in the file.
    expect(read(dutchFaq)).toBe(
      dutchBefore.replace(/^translatedFrom: .+$/m, `translatedFrom: ${gitBlobId(read(faq))}`),
    );
  });
});
