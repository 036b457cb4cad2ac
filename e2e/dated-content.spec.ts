import { getPosts, pricingContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { exportedPages, pageStatements } from "./support/statements";
import { buildDate } from "@/lib/dates/build-date";
import { parsePeriod, type Period } from "@/lib/dates/dated";
import { intervalPromiseKept } from "@/lib/content-health/freshness";

/**
 * Nothing past is shown as the future: dated promises in the export are judged on the build
 * date (lib/dates/build-date.ts), as the build judged them.
 */
const today = buildDate();
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Q1 2027" or "Sep 2026" as the page shows a roadmap date. */
function shownPeriod(text: string): Period | undefined {
  const month = /^([A-Z][a-z]{2}) (\d{4})$/.exec(text.trim());
  if (month) {
    const index = MONTHS.indexOf(month[1] ?? "") + 1;
    return parsePeriod(`${month[2]}-${String(index).padStart(2, "0")}`);
  }
  return parsePeriod(text);
}

/** "31 Jan 2027" as `YYYY-MM-DD`. */
function shownDay(text: string): string | undefined {
  const match = /(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})/.exec(text);
  if (!match) return undefined;
  const month = String(MONTHS.indexOf(match[2] ?? "") + 1).padStart(2, "0");
  return `${match[3]}-${month}-${(match[1] ?? "").padStart(2, "0")}`;
}

test.describe("dated content on the build date", () => {
  test("the roadmap shows each item's status, and no past date as upcoming", async ({ page }) => {
    await page.goto("/");
    const section = page.locator('section[aria-labelledby="roadmap-heading"]');
    const cards = await section.locator("[data-roadmap-item]").evaluateAll((items) =>
      items.map((item) => ({
        status: item.getAttribute("data-status"),
        title: item.querySelector("h3")?.textContent ?? "",
        date: item.querySelector("[data-roadmap-date]")?.textContent ?? null,
      })),
    );
    expect(cards.length).toBeGreaterThan(0);
    const years = new Set<number>();
    for (const card of cards) {
      expect(["planned", "in progress", "shipped"], card.title).toContain(card.status);
      if (card.date === null) continue;
      const period = shownPeriod(card.date);
      expect(period, `${card.title}: "${card.date}"`).toBeDefined();
      if (!period) continue;
      years.add(period.year);
      if (card.status === "shipped") expect(period.start <= today, card.title).toBe(true);
      else expect(period.end >= today, `${card.title} is shown as due ${card.date}`).toBe(true);
    }
    // The years in the eyebrow are the items' years, not a literal.
    const eyebrow = (await section.locator("p").first().textContent()) ?? "";
    const eyebrowYears = [...eyebrow.matchAll(/\b20\d\d\b/g)].map((match) => Number(match[0]));
    expect(eyebrowYears.length).toBeGreaterThan(0);
    expect(
      eyebrowYears.every((year) => years.has(year)),
      eyebrow,
    ).toBe(true);
  });

  test("a limited-time tag shows the offer's last day, which is still ahead", async ({ page }) => {
    await page.goto("/");
    const tags = page
      .locator("#pricing")
      .getByText(pricingContent.limitedTime.tag, { exact: true });
    const ends = page.locator("#pricing [data-offer-ends]");
    await expect(ends).toHaveCount(await tags.count());
    for (const text of await ends.allTextContents()) {
      const day = shownDay(text);
      expect(day, text).toBeDefined();
      expect((day ?? "") >= today, `${text} on ${today}`).toBe(true);
    }
  });

  test("the newsletter promises no interval the newest post does not keep", async ({ page }) => {
    await page.goto("/blog");
    const promise = (await page.locator("#newsletter").textContent()) ?? "";
    const newest = getPosts()[0]?.date;
    expect(intervalPromiseKept(promise, newest, today), `${promise} (newest post ${newest})`).toBe(
      true,
    );
  });

  test.describe("without script", () => {
    test.use({ javaScriptEnabled: false });

    test("no page promises something 'coming soon' without a date", async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const { route, file } of exportedPages()) {
        for (const { text } of await pageStatements(page, file, route)) {
          if (/\bcoming soon\b/i.test(text)) found.push(`${route}: ${text.slice(0, 100)}`);
        }
      }
      expect([...new Set(found)]).toEqual([]);
    });
  });
});
