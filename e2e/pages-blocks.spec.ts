import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonVariants } from "@/components/ui/button-variants";
import { buildDate } from "@/lib/dates/build-date";
import {
  BLOCK_LIBRARY_PATH,
  faqContent,
  formsContent,
  helpCenterContent,
  innerBlockPages,
  plans,
  siteConfig,
} from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { OUT_DIR, htmlFileFor, sitemapRoutes } from "./support/routes";
import { templatePattern } from "./support/template";

// The pages made of blocks at /<address> (content/block-pages/), read from content: what a
// search engine, a link preview and the site search get from each, and what its blocks promise.

type Node = Record<string, unknown>;

const pages = innerBlockPages();
const published = pages.filter((page) => !page.noindex);

function jsonLd(route: string): Node[] {
  const html = readFileSync(htmlFileFor(route), "utf8");
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Node,
  );
}

const blocksOf = (page: (typeof pages)[number], type: string) =>
  page.blocks.filter((block) => block.discriminant === type);

test("there are published pages made only of blocks", () => {
  expect(published.map((page) => page.path)).toEqual(
    expect.arrayContaining(["/vs-clickfunnels", "/webinar"]),
  );
});

test("each published page is in the sitemap, canonical at its address, with its share card", () => {
  const sitemap = sitemapRoutes();
  for (const page of published) {
    expect(sitemap, page.source).toContain(page.path);
    const html = readFileSync(htmlFileFor(page.path), "utf8");
    expect(html, page.source).toContain(
      `<link rel="canonical" href="${siteConfig.origin}${page.path}"/>`,
    );
    expect(html, page.source).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    const card = page.shareImage ?? `${page.path}/card.png`;
    expect(html, page.source).toContain(
      `<meta property="og:image" content="${siteConfig.origin}${card}"/>`,
    );
    expect(existsSync(join(OUT_DIR, card)), `${card} is exported`).toBe(true);
  }
  for (const page of pages.filter((entry) => entry.noindex)) {
    expect(sitemap, page.source).not.toContain(page.path);
  }
});

test("each page's structured data follows its blocks: FAQPage for questions, offers for prices", () => {
  for (const page of pages) {
    const nodes = jsonLd(page.path);
    const faqs = nodes.filter((node) => node["@type"] === "FAQPage");
    const [faqBlock] = blocksOf(page, "faq");
    if (faqBlock) {
      const chosen = (faqBlock.value as { questions?: string[] }).questions;
      const expected = chosen
        ? chosen.map((id) => faqContent.items.find((item) => item.id === id)!.question)
        : faqContent.items.map((item) => item.question);
      const names = (faqs[0]?.mainEntity as Node[]).map((question) => question.name);
      expect(names, page.source).toEqual(expected);
    } else {
      expect(faqs, page.source).toEqual([]);
    }
    const apps = nodes.filter((node) => node["@type"] === "SoftwareApplication");
    const [pricing] = blocksOf(page, "pricing");
    if (pricing) {
      const chosen = (pricing.value as { plans?: string[] }).plans;
      const shown = plans.filter((plan) => !chosen || chosen.includes(plan.id));
      const offered = (apps[0]?.offers as Node[]).map((offer) => offer.name);
      expect(offered, page.source).toEqual(
        shown.flatMap((plan) => [
          ...(plan.monthlyPrice === null ? [] : [`${plan.name} (monthly)`]),
          `${plan.name} (annual)`,
        ]),
      );
    } else {
      expect(apps, page.source).toEqual([]);
    }
  }
});

const searchBox = (page: Page) =>
  page.getByRole("searchbox", { name: helpCenterContent.search.label });
const results = (page: Page) =>
  page.getByRole("list", { name: templatePattern(helpCenterContent.search.status) });

test("the site search finds a published page of blocks by its title", async ({ page }) => {
  const comparison = published.find((entry) => entry.path === "/vs-clickfunnels")!;
  await gotoHydrated(page, "/help-center");
  await searchBox(page).fill(comparison.title);
  await expect(results(page).locator(`a[href="${comparison.path}"]`).first()).toBeVisible();
});

test("the comparison page shows the competitor's column and names its sources", async ({
  page,
}) => {
  const comparison = published.find((entry) => entry.path === "/vs-clickfunnels")!;
  const [table] = blocksOf(comparison, "comparison-table");
  const settings = table!.value as {
    competitor: string;
    rows: { feature: string; ours: string; theirs: string }[];
    note: string;
  };
  await gotoHydrated(page, comparison.path);
  const grid = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: settings.competitor }) });
  await expect(grid.getByRole("columnheader", { name: settings.competitor })).toBeVisible();
  for (const row of settings.rows) {
    const line = grid.getByRole("row").filter({ hasText: row.feature });
    await expect(line).toContainText(row.ours);
    await expect(line).toContainText(row.theirs);
  }
  await expect(page.getByText(settings.note)).toBeVisible();
});

test("the webinar page takes sign-ups by e-mail until its day", async ({ page }) => {
  const webinar = published.find((entry) => entry.path === "/webinar")!;
  const [event] = blocksOf(webinar, "event");
  const { button, date, afterwards } = event!.value as {
    button: string;
    date: string;
    afterwards: string;
  };
  await gotoHydrated(page, webinar.path);
  const email = page.getByRole("textbox", { name: formsContent.signUp.emailLabel });
  if (date < buildDate()) {
    await expect(email).toHaveCount(0);
    await expect(page.getByText(afterwards.split("{date}")[0]!.trim())).toBeVisible();
  } else {
    await expect(email).toBeVisible();
    await expect(page.getByRole("button", { name: button })).toBeVisible();
  }
});

test("no page of blocks shows an unresolved {{token}}", () => {
  for (const page of [...pages, { path: "/", source: "content/block-pages/home.yaml" }]) {
    const html = readFileSync(htmlFileFor(page.path), "utf8");
    expect(html.match(/\{\{[^}]*\}\}/g) ?? [], page.source).toEqual([]);
  }
});

test("the block library shows every button look and size, named, with what it is for and drawn as the site draws it", async ({
  page,
}) => {
  const library = pages.find((entry) => entry.path === BLOCK_LIBRARY_PATH);
  const [block] = library ? blocksOf(library, "buttons") : [];
  if (block?.discriminant !== "buttons") throw new Error("the block library shows no buttons");
  const buttons = block.value;
  await gotoHydrated(page, BLOCK_LIBRARY_PATH);
  for (const variant of BUTTON_VARIANTS) {
    const figure = page.locator(`[data-button-variant="${variant}"] figure`);
    await expect(figure).toBeVisible();
    await expect(figure.locator("figcaption")).toContainText(buttons.variants[variant].name);
    await expect(figure.locator("figcaption")).toContainText(buttons.variants[variant].use);
    await expect(figure.locator("figcaption")).toContainText(`variant: "${variant}"`);
    // The specimen is the component's own look, not a copy of it; a picture, not a control.
    const specimen = figure.locator("[aria-hidden=true]").first();
    await expect(specimen).toContainClass(buttonVariants({ variant }));
  }
  for (const size of BUTTON_SIZES) {
    const figure = page.locator(`[data-button-size="${size}"] figure`);
    await expect(figure.locator("figcaption")).toContainText(buttons.sizes[size].name);
    await expect(figure.locator("figcaption")).toContainText(buttons.sizes[size].use);
  }
  await expect(page.locator("[data-button-variant] button, [data-button-size] button")).toHaveCount(
    0,
  );
});
