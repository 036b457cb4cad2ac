import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { BRAND_SHEET_PATH, LOGO_PACK_PATH, logoPackFiles } from "@/lib/brand/media-kit";
import { brandContent, pressContent, siteConfig } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { htmlFileFor } from "./support/routes";
import { brandContentIn } from "@/content/pages/brand";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { partnersContentIn } from "@/content/pages/partners";
import { fillTemplate } from "@/lib/text/fill-template";

const { mediaKit } = pressContent;
const packFiles = logoPackFiles(siteConfig.name).map((file) => file.name);

function mediaKitCard(page: Page, name: string) {
  return page.locator("#media-kit li").filter({ has: page.getByRole("heading", { name }) });
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test.describe("press media kit", () => {
  test("the logo pack downloads from the site and unzips to the files it names", async ({
    page,
  }) => {
    const item = mediaKit.items.find((entry) => entry.builtIn === "logo-pack");
    if (!item) throw new Error("content/pages/press.yaml: the media kit offers no logo pack");
    test.skip(!!item.url, "this deployment links its own logo pack");
    await gotoHydrated(page, "/press");
    const link = mediaKitCard(page, item.name).getByRole("link", { name: mediaKit.download });
    await expect(link).toHaveAttribute("href", LOGO_PACK_PATH);

    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(new URL(download.url()).origin).toBe(new URL(page.url()).origin);
    expect(download.suggestedFilename()).toBe(item.fileName);
    const zip = await readFile(await download.path());
    // The size on the card is the file's.
    await expect(mediaKitCard(page, item.name)).toContainText(
      `${(zip.byteLength / 1000).toFixed(1)} KB`,
    );

    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files).sort()).toEqual([...packFiles].sort());
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith(".svg")) {
        const svg = strFromU8(bytes);
        expect(svg, name).toMatch(/^<svg [^>]*viewBox=/);
        // Outlined: the name is paths, so no font is needed to show it.
        expect(svg, name).not.toContain("<text");
        expect(svg, name).toContain(`<title>${siteConfig.name}</title>`);
      } else if (name.endsWith(".png")) {
        expect([...bytes.slice(0, 8)], name).toEqual(PNG_SIGNATURE);
      } else {
        const readme = strFromU8(bytes);
        for (const file of packFiles) expect(readme).toContain(file);
      }
    }
  });

  test("the brand guidelines open the brand sheet; files without a source are asked for", async ({
    page,
  }) => {
    await gotoHydrated(page, "/press");
    for (const item of mediaKit.items) {
      const card = mediaKitCard(page, item.name);
      if (item.url) {
        await expect(card.getByRole("link")).toHaveAttribute("href", item.url);
      } else if (item.builtIn === "brand-sheet") {
        await expect(card.getByRole("link", { name: mediaKit.openSheet })).toHaveAttribute(
          "href",
          BRAND_SHEET_PATH,
        );
      } else if (!item.builtIn) {
        const request = card.getByRole("link", { name: `${mediaKit.requestFile}: ${item.name}` });
        await expect(request).toHaveAttribute(
          "href",
          new RegExp(`^mailto:${siteConfig.email.press}`),
        );
      }
    }
  });
});

test.describe("brand sheet", () => {
  test("shows the logo, the colours from the theme and the files of the pack", async ({ page }) => {
    await gotoHydrated(page, BRAND_SHEET_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(brandContent.hero.title);
    await expect(page.getByRole("img", { name: `${siteConfig.name} logo` })).toHaveCount(2);
    for (const file of packFiles) {
      await expect(page.getByText(file, { exact: true })).toBeVisible();
    }
    // The brand violet the site paints with is the one the sheet names.
    const brandViolet = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-brand-600").trim(),
    );
    await expect(page.getByText(brandViolet.toUpperCase(), { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: brandContent.logo.download })).toHaveAttribute(
      "href",
      LOGO_PACK_PATH,
    );
  });

  test("writes for the press: the name, the voice and the boilerplate, and nothing about code", async ({
    page,
  }) => {
    await gotoHydrated(page, BRAND_SHEET_PATH);
    const { voice } = brandContent;
    const section = page.getByRole("region", { name: voice.title });
    await expect(section).toContainText(voice.name);
    for (const trait of voice.traits) await expect(section).toContainText(trait.text);
    // The boilerplate is the press page's own, not a second copy of it.
    await expect(section).toContainText(pressContent.facts.boilerplate);
    // The button and block showcase is the block library's.
    await expect(page.locator("[data-button-variant], [data-button-size]")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(/components\/|variant: "|\.tsx?\b/);
  });

  test("prints without anything fixed over the text", async ({ page }) => {
    await gotoHydrated(page, BRAND_SHEET_PATH);
    await page.emulateMedia({ media: "print" });
    const fixed = await page.evaluate(
      () =>
        [...document.querySelectorAll("body *")]
          .filter((element) => getComputedStyle(element).position === "fixed")
          .filter((element) => element.checkVisibility()).length,
    );
    expect(fixed).toBe(0);
    await expect(
      page.getByRole("heading", { level: 2, name: brandContent.colours.title }),
    ).toBeVisible();
    const pdf = await page.pdf({ format: "A4" });
    // A few A4 sheets (the site's footer included): a sheet, not a poster.
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(4);
  });
});

/** Every image's and named element's text alternative a page's HTML gives (alt, aria-label). */
function textAlternatives(route: string): string[] {
  const html = readFileSync(htmlFileFor(route), "utf8").replace(/<script[\s\S]*?<\/script>/g, "");
  return [
    ...html.matchAll(
      /<(?:img|svg|div|span|a|button|nav|section|aside|ul|ol)\b[^>]*?\s(?:alt|aria-label)="([^"]*)"/g,
    ),
  ]
    .map((match) =>
      (match[1] as string)
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"'),
    )
    .filter((text) => text.trim() !== "");
}

/** Every string of a content tree: the words a translation chose, even where English has the same. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(strings)
      : [];

test.describe("brand sheet, press and partners pages in each language", () => {
  for (const locale of ["fr", "nl", "de"] as const) {
    test(`/${locale}/brand, press and partners name their images and lists in ${locale}`, () => {
      const { onLightImage, onDarkImage } = brandContentIn(locale).logo;
      const brandNames = textAlternatives(`/${locale}/brand`);
      expect(brandNames).toContain(onLightImage);
      expect(brandNames).toContain(onDarkImage);
      const { categories } = partnersContentIn(locale);
      const partnerNames = textAlternatives(`/${locale}/partners`);
      for (const category of categories.items) {
        expect(partnerNames).toContain(
          fillTemplate(categories.partnersLabel, { program: category.name }),
        );
      }
      // The chrome's words as the translation writes them ("Mobile" is French too).
      const chosen = new Set([siteConfig.name, ...strings(interfaceLabelsIn(locale))]);
      for (const path of ["/brand", "/press", "/partners"]) {
        // A name that is also its English page's is English, unless the translation chose it.
        const english = new Set(textAlternatives(path));
        const same = textAlternatives(`/${locale}${path}`).filter(
          (name) => english.has(name) && !chosen.has(name),
        );
        expect(same, `/${locale}${path}`).toEqual([]);
      }
    });
  }
});
