import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { AXE_TAGS, VIEWPORTS } from "./support/constants";
import { helpCenterContent, siteConfig, statusContent } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { htmlFileFor } from "./support/routes";
import {
  FAKE,
  OPEN_INCIDENT,
  serveWithMonitor,
  startFakeMonitor,
  type FakeMonitor,
} from "./support/status-monitor";
import { templatePattern } from "./support/template";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate, formatDateTimeUtc } from "@/lib/dates/format-date";
import {
  affectedServices,
  overallStatus,
  summariseUptime,
  type ServiceStatus,
} from "@/lib/status/report";
import { STATUS_MONITOR_TIMEOUT_MS } from "@/lib/status/fetch-monitor";
import { buildDate } from "@/lib/dates/build-date";
import { statusFreshness } from "@/lib/status/snapshot-age";
import { snapshotDate, snapshotDay, snapshotTime, snapshotUptime } from "@/lib/status/snapshot";
import { SAMPLE_PAGE_URL } from "@/lib/status/statuspage-summary.samples";

const { banners, services, incidents, monitor, uptime } = statusContent;

/** Words that say the data is from now: only a page with a monitor may use them. */
const NOW_WORDS = /\b(live|current(ly)?|right now|real[- ]time)\b/i;
const snapshotLine = fillTemplate(statusContent.snapshotLabel, {
  date: snapshotTime(statusContent),
});
const failedNote = fillTemplate(monitor.failed, { date: snapshotTime(statusContent) });

const main = (page: Page) => page.locator("#main-content");
const bannerHeading = (page: Page, status: keyof typeof banners) =>
  main(page).getByRole("heading", { level: 2, name: banners[status].title, exact: true });
const serviceRows = (page: Page) => page.locator("#services-heading ~ * li");
const serviceRow = (page: Page, name: string) =>
  serviceRows(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
const note = (page: Page) => main(page).getByRole("status");
const incidentCards = (page: Page) =>
  page.locator("#incidents-heading").locator("../..").getByRole("article");

async function expectRow(row: Locator, status: ServiceStatus) {
  await expect(row.getByText(services.statusLabels[status], { exact: true }).last()).toBeVisible();
}

/** The build's snapshot is over a week old with no monitor: the page shows it as a dated report. */
const dated = statusFreshness({
  updatedAt: statusContent.updatedAt,
  buildDay: buildDate(),
  monitor: siteConfig.statusMonitor,
}).stale;

/** The state colours: none of them may colour an old snapshot's report. */
const STATE_COLOURS = /\b(?:bg|text|ring|border)-(?:success|warning|alert|danger|accent)-/;

/**
 * The snapshot's banner: its state's own banner while the snapshot is recent, else a report of
 * its day in neutral colours that names the state as it was then.
 */
async function expectSnapshotBanner(page: Page) {
  const status = overallStatus(services.items);
  if (!dated) {
    await expect(bannerHeading(page, status)).toBeVisible();
    return;
  }
  const day = formatDate(snapshotDay(statusContent));
  const banner = page.locator("[data-status]");
  await expect(banner).toHaveAttribute("data-dated", "true");
  await expect(
    main(page).getByRole("heading", {
      level: 2,
      name: fillTemplate(statusContent.report.title, { date: day }),
    }),
  ).toBeVisible();
  const names = affectedServices(services.items).map((service) => service.name);
  const recorded =
    names.length > 0 ? `${banners[status].title} (${names.join(", ")})` : banners[status].title;
  await expect(banner).toContainText(
    fillTemplate(statusContent.report.text, { date: day, status: recorded }),
  );
  await expect(bannerHeading(page, status)).toHaveCount(0);
  // Neutral: the banner, its icon and every badge of a service or an incident.
  const classes = await main(page)
    .locator(
      "[data-status], [data-status] *, #services-heading ~ * span, #incidents-heading ~ * span",
    )
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("class") ?? ""));
  expect(classes.filter((names) => STATE_COLOURS.test(names))).toEqual([]);
}

/** What the page shows from content: the snapshot, dated, with its figures. */
async function expectSnapshot(page: Page) {
  await expectSnapshotBanner(page);
  await expect(main(page).getByText(snapshotLine, { exact: true })).toBeVisible();
  await expect(serviceRows(page)).toHaveCount(services.items.length);
  for (const service of services.items) {
    const row = serviceRow(page, service.name);
    await expect(row).toContainText(`${service.uptime}%`);
    await expectRow(row, service.status);
  }
  await expect(page.locator("#incidents-heading")).toHaveText(incidents.title);
}

test.describe("without a monitor", () => {
  test.skip(Boolean(siteConfig.statusMonitor), "this build configures a status monitor");

  test("says when its data is from and never calls it live", async ({ page }) => {
    await gotoHydrated(page, "/status");
    await expectSnapshot(page);
    const asOf = main(page).locator(`time[datetime="${statusContent.updatedAt}"]`).first();
    await expect(asOf).toHaveText(snapshotTime(statusContent));
    await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText(
      snapshotDate(statusContent),
    );
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toContain(snapshotDate(statusContent));
    expect(description).not.toMatch(NOW_WORDS);
    expect(await main(page).innerText()).not.toMatch(NOW_WORDS);
    await expect(note(page)).toHaveText("");
  });

  test("the Help Center's card for it does not promise live status", async ({ page }) => {
    await gotoHydrated(page, "/help-center");
    const item = helpCenterContent.moreHelp.items.find((entry) => entry.href === "/status");
    if (!item) throw new Error("content/pages/help-center.yaml: no card links to /status");
    const card = main(page).locator("li, article").filter({ hasText: item.title }).last();
    await expect(card).toContainText(item.text);
    expect(await card.innerText()).not.toMatch(NOW_WORDS);
  });
});

test.describe("the snapshot", () => {
  // One load: what the page shows first, then the uptime table opened.
  test("shows the snapshot: the banner, every service, every incident and the daily uptime, on one load", async ({
    page,
  }) => {
    await gotoHydrated(page, "/status");

    await test.step("derives the banner from the services it names, and dates it", async () => {
      const status = overallStatus(services.items);
      const banner = page.locator("[data-status]");
      await expectSnapshotBanner(page);
      await expect(banner).toContainText(snapshotLine);
      for (const service of affectedServices(services.items)) {
        await expect(banner).toContainText(service.name);
      }
      for (const other of Object.keys(banners).filter((key) => key !== status)) {
        // An old snapshot's report names the state it recorded, and no other.
        await expect(page.getByText(banners[other as keyof typeof banners].title)).toHaveCount(0);
      }
    });

    await test.step("lists every service with status, uptime and response time", async () => {
      await expect(serviceRows(page)).toHaveCount(services.items.length);
      for (const service of services.items) {
        const row = serviceRow(page, service.name);
        await expect(row).toContainText(`${service.uptime}%`);
        await expect(row).toContainText(`${service.responseTimeMs} ms`);
        await expectRow(row, service.status);
      }
    });

    await test.step("shows every incident as of the snapshot, with its updates", async () => {
      await expect(page.locator("#incidents-heading").locator("..")).toContainText(
        fillTemplate(incidents.asOf, { date: snapshotTime(statusContent) }),
      );
      for (const incident of incidents.items) {
        const card = incidentCards(page).filter({ hasText: incident.title });
        await expect(card).toContainText(incidents.statusLabels[incident.status]);
        await expect(card.locator("ol li")).toHaveCount(incident.updates.length);
        for (const update of incident.updates) {
          await expect(card).toContainText(formatDateTimeUtc(update.time));
          if (update.status)
            await expect(card).toContainText(incidents.statusLabels[update.status]);
        }
      }
      const subscribe = page.getByRole("link", { name: statusContent.subscribe.label });
      const url = new URL((await subscribe.getAttribute("href")) ?? "");
      expect(url.pathname).toBe(siteConfig.email.support);
      expect(url.searchParams.get("subject")).toBe(statusContent.subscribe.subject);
    });

    await test.step("draws the daily uptime up to the history's last day, saying which day", async () => {
      const lastDay = formatDate(uptime.lastDay, "short");
      await expect(page.locator("#uptime-heading")).toHaveText(
        fillTemplate(uptime.title, { days: String(uptime.days), date: lastDay }),
      );
      const figure = page.locator("figure").filter({ has: page.locator("svg rect") });
      await expect(figure.locator("svg rect")).toHaveCount(uptime.days);
      await expect(figure).toContainText(lastDay);
      const summary = summariseUptime(snapshotUptime(statusContent));
      const average = fillTemplate(uptime.summary, {
        average: `${summary.average.toFixed(2)}%`,
        days: String(summary.days),
      });
      await expect(figure.locator("figcaption")).toContainText(average);
      await figure.getByText(uptime.tableToggle).click();
      await expect(figure.locator("tbody tr")).toHaveCount(uptime.days);
      if (summary.lowest) {
        const lowest = `${formatDate(summary.lowest.date)} ${summary.lowest.uptime.toFixed(2)}%`;
        await expect(figure.getByRole("row", { name: lowest })).toBeVisible();
      }
    });
  });
});

test.describe("with a monitor", () => {
  let fake: FakeMonitor;
  test.beforeAll(async () => {
    fake = await startFakeMonitor();
  });
  test.afterAll(async () => {
    await fake.close();
  });

  const liveLine = (page: Page) => main(page).getByText(templatePattern(monitor.live));

  test("all operational: the banner says so and every service is operational", async ({
    page,
    context,
  }) => {
    // A cookie of the site's host: a monitor on the same host must still not receive it.
    await context.addCookies([{ name: "visitor", value: "secret", url: "http://127.0.0.1" }]);
    await serveWithMonitor(page, fake.url("operational"));
    await gotoHydrated(page, "/status");
    await expect(bannerHeading(page, "operational")).toBeVisible();
    await expect(liveLine(page)).toBeVisible();
    await expect(main(page).getByText(snapshotLine)).toHaveCount(0);
    for (const service of services.items) {
      const row = serviceRow(page, service.name);
      await expectRow(row, "operational");
      await expect(row).not.toContainText(`${service.uptime}%`);
    }
    await expect(page.locator("#incidents-heading")).toHaveText(monitor.incidentsTitle);
    await expect(main(page).getByText(monitor.noIncidents)).toBeVisible();
    await expect(main(page).getByRole("link", { name: monitor.history })).toHaveAttribute(
      "href",
      SAMPLE_PAGE_URL,
    );
    await expect(note(page)).toHaveText(monitor.loaded);

    const request = fake.requests.find((entry) => entry.path.startsWith("/operational/"));
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.referer).toBeUndefined();
  });

  for (const [state, colour, service] of [
    ["degraded", "warning", FAKE.degradedService],
    ["outage", "danger", FAKE.downService],
  ] as const) {
    test(`${state}: a ${colour} banner naming the service, live`, async ({ page }) => {
      await serveWithMonitor(page, fake.url(state));
      await gotoHydrated(page, "/status");
      await expect(bannerHeading(page, state)).toBeVisible();
      await expect(page.locator("[data-status]")).toContainText(service);
      await expect(page.locator("[data-status]")).toHaveClass(new RegExp(`\\b${colour}-`));
      await expectRow(serviceRow(page, service), state);
      // What the snapshot reported is whatever the monitor says now.
      for (const before of affectedServices(services.items)) {
        await expectRow(serviceRow(page, before.name), "operational");
      }
    });
  }

  test("an open incident: shown with its status, severity and updates", async ({ page }) => {
    await serveWithMonitor(page, fake.url("incident"));
    await gotoHydrated(page, "/status");
    await expect(bannerHeading(page, "outage")).toBeVisible();
    await expect(page.locator("#incidents-heading")).toHaveText(monitor.incidentsTitle);
    await expect(incidentCards(page)).toHaveCount(1);
    const card = incidentCards(page).first();
    await expect(card.getByRole("heading", { name: OPEN_INCIDENT.name })).toBeVisible();
    await expect(card).toContainText(incidents.statusLabels.identified);
    await expect(card).toContainText(incidents.severityLabels.major);
    await expect(card).toContainText(
      fillTemplate(incidents.started, {
        time: formatDateTimeUtc(OPEN_INCIDENT.createdAt),
      }),
    );
    const updates = card.locator("ol li");
    await expect(updates).toHaveCount(OPEN_INCIDENT.updates.length);
    for (const [index, update] of OPEN_INCIDENT.updates.entries()) {
      await expect(updates.nth(index)).toContainText(update.body);
      await expect(updates.nth(index)).toContainText(formatDateTimeUtc(update.at));
    }
    // None of the snapshot's incidents is shown as if it were open now.
    for (const incident of incidents.items) {
      await expect(main(page).getByText(incident.title)).toHaveCount(0);
    }
  });

  for (const [state, what] of [
    ["failure", "answers 500"],
    ["malformed", "answers malformed JSON"],
    ["foreign", "answers JSON in another format"],
  ] as const) {
    test(`keeps the snapshot when the monitor ${what}`, async ({ page }) => {
      await serveWithMonitor(page, fake.url(state));
      await gotoHydrated(page, "/status");
      await expect(note(page)).toHaveText(failedNote);
      await expectSnapshot(page);
      await expect(liveLine(page)).toHaveCount(0);
    });
  }

  test("keeps the snapshot when the monitor does not answer in time", async ({ page }) => {
    await page.clock.install();
    await serveWithMonitor(page, fake.url("hang"));
    await gotoHydrated(page, "/status");
    await expect(note(page)).toHaveText(monitor.checking);
    await expectSnapshot(page);
    await expect
      .poll(() => fake.requests.some((entry) => entry.path.startsWith("/hang/")))
      .toBe(true);
    await page.clock.fastForward(STATUS_MONITOR_TIMEOUT_MS);
    await expect(note(page)).toHaveText(failedNote);
    await expectSnapshot(page);
  });

  for (const [state, expected] of [
    ["incident", monitor.incidentsTitle],
    ["failure", failedNote],
  ] as const) {
    for (const viewport of VIEWPORTS) {
      test(`axe finds no violations in state ${state} at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await serveWithMonitor(page, fake.url(state));
        await gotoHydrated(page, "/status");
        await expect(main(page).getByText(expected).first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      });
    }
  }
});

test.describe("in each language", () => {
  // Intl's own writing of a percentage: the sign after a no-break space in French and German,
  // right after the figure in Dutch. An ordinary space would let the sign wrap onto a line alone.
  for (const locale of ["fr", "nl", "de"] as const) {
    test(`/${locale}/status writes every percentage as Intl does in ${locale}`, () => {
      const separator = /99([^0-9]*)%/.exec(
        new Intl.NumberFormat(locale, { style: "percent" }).format(0.99),
      )?.[1];
      const html = readFileSync(htmlFileFor(`/${locale}/status`), "utf8");
      const text = html
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&nbsp;/g, "\u00a0");
      const found = [...text.matchAll(/(\d)([\s\u00a0\u202f]*)%/g)];
      expect(found.length, "percentages on the page").toBeGreaterThan(5);
      const wrong = found
        .filter((match) => match[2] !== separator)
        .map((match) => JSON.stringify(text.slice(Math.max(0, match.index - 12), match.index + 4)));
      expect(wrong).toEqual([]);
    });
  }
});
