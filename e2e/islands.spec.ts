import { readFileSync } from "node:fs";
import { join } from "node:path";
import { firstLoadScripts } from "./support/budget";
import { BLOCK_LIBRARY_PATH, homePage, innerBlockPages } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { HYDRATED_PREFIX } from "@/lib/browser/early-clicks.mjs";
import { OUT_DIR, gateRoutes, htmlFileFor } from "./support/routes";

// Each client island marks its element `data-island="<name>"` (components/blocks/islands.tsx):
// the mark is in the HTML where a page shows the island, and in the code of the chunk that
// brings it, so the export says which islands a page shows and which it loads.

const MARK = /data-island="([a-z-]+)"/g;
const CODE_MARK = /"data-island":"([a-z-]+)"/g;

function islandsIn(text: string, mark: RegExp): Set<string> {
  return new Set([...text.matchAll(mark)].map((match) => match[1] ?? ""));
}

const chunkIslands = new Map<string, Set<string>>();
function islandsInScript(src: string): Set<string> {
  let islands = chunkIslands.get(src);
  if (!islands) {
    islands = islandsIn(readFileSync(join(OUT_DIR, ...src.split("/")), "utf8"), CODE_MARK);
    chunkIslands.set(src, islands);
  }
  return islands;
}

function pageIslands(route: string) {
  const html = readFileSync(htmlFileFor(route), "utf8");
  const loaded = new Set(firstLoadScripts(html).flatMap((src) => [...islandsInScript(src)]));
  return { shown: islandsIn(html, MARK), loaded };
}

test("every page loads the code of the islands it shows, and of no other", () => {
  const routes = gateRoutes();
  const library = pageIslands(BLOCK_LIBRARY_PATH);
  // The block library shows every island, so the marks are real and the check can fail.
  expect([...library.shown].sort()).toEqual(
    [
      "billing-toggle",
      "chat",
      "contact-form",
      "feature-tabs",
      "hero-badges",
      "logo-strip",
      "savings-calculator",
      "sign-up-form",
    ].sort(),
  );
  for (const route of routes) {
    const { shown, loaded } = pageIslands(route);
    const extra = [...loaded].filter((island) => !shown.has(island));
    expect(extra, `${route} loads islands it does not show`).toEqual([]);
    // The calculator's own code follows its frame, after the first scripts (by design).
    const missing = [...shown].filter(
      (island) => island !== "savings-calculator" && !loaded.has(island),
    );
    expect(missing, `${route} shows islands its first scripts do not bring`).toEqual([]);
  }
});

test("a page without the calculator never downloads its code; one with it does", async ({
  page,
}) => {
  // The calculator is a block of its own, or folded into the cost story.
  const hasCalculator = (blocks: ReturnType<typeof homePage>["blocks"]) =>
    blocks.some(
      (block) =>
        block.discriminant === "calculator" ||
        (block.discriminant === "cost-story" && block.value.calculator),
    );
  const withoutCalculator = innerBlockPages().find(
    (entry) => !entry.noindex && !hasCalculator(entry.blocks),
  );
  expect(withoutCalculator, "a published page of blocks without the calculator").toBeDefined();
  expect(hasCalculator(homePage().blocks)).toBe(true);

  for (const [route, expected] of [
    [withoutCalculator!.path, false],
    ["/", true],
  ] as const) {
    const scripts: string[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith(".js")) scripts.push(path);
    });
    await gotoHydrated(page, route);
    const downloaded = () => scripts.some((src) => islandsInScript(src).has("savings-calculator"));
    if (expected) {
      // It arrives once its frame has hydrated.
      await expect.poll(downloaded, `${route} downloads the calculator`).toBe(true);
    } else {
      await page.waitForLoadState("networkidle");
      expect(downloaded(), `${route} downloaded the calculator`).toBe(false);
    }
    page.removeAllListeners("response");
  }
});

// lib/browser/early-clicks.mjs holds a click on a button React has not hydrated until it has:
// a button React never hydrates (drawn by a script, or outside React's tree) would hold every
// click for good.
test("every button of a page is hydrated by React in the end", async ({ page }) => {
  for (const route of [BLOCK_LIBRARY_PATH, "/", "/contact-support", "/help-center", "/blog"]) {
    await test.step(route, async () => {
      await gotoHydrated(page, route);
      await expect
        .poll(
          () =>
            page.evaluate(
              (prefix) =>
                [...document.querySelectorAll("button")]
                  .filter((button) => !Object.keys(button).some((key) => key.startsWith(prefix)))
                  .map((button) => button.outerHTML.slice(0, 120)),
              HYDRATED_PREFIX,
            ),
          { timeout: 20_000 },
        )
        .toEqual([]);
    });
  }
});
