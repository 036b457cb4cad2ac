import { siteConfig, statusContent, trainingContent } from "./support/content";
import { fillTemplate } from "@/lib/fill-template";
import { formatDate } from "@/lib/format-date";
import { affectedServices, dailyUptime, overallStatus, summariseUptime } from "@/lib/status";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { escapeRegExp } from "@/lib/escape-regexp";

test.describe("training", () => {
  test("shows the featured course, every course, tutorial and resource", async ({ page }) => {
    await gotoHydrated(page, "/training");
    const { featured, courses, tutorials, resources } = trainingContent;
    const featuredSection = page.locator("section", {
      has: page.getByRole("heading", { name: featured.title }),
    });
    await expect(featuredSection).toContainText(featured.duration);
    await expect(featuredSection).toContainText(`${featured.lessons} ${courses.lessonsLabel}`);
    await expect(featuredSection).toContainText(featured.level);
    for (const course of courses.items) {
      const card = page.locator("#courses article").filter({
        has: page.getByRole("heading", { name: course.title }),
      });
      await expect(card).toContainText(course.duration);
      await expect(card).toContainText(`${course.lessons} ${courses.lessonsLabel}`);
      await expect(card).toContainText(course.level);
    }
    await expect(page.locator("#tutorials li")).toHaveCount(tutorials.items.length);
    await expect(page.locator("#resources li")).toHaveCount(resources.items.length);
  });

  test("every action goes somewhere configured or says it is not available yet without posing as a control", async ({
    page,
  }) => {
    await gotoHydrated(page, "/training");
    const main = page.locator("#main-content");
    // Nothing on the page is a button that cannot be pressed.
    await expect(main.getByRole("button")).toHaveCount(0);
    const pending = main.getByText(trainingContent.unavailable, { exact: true });
    const academy = trainingContent.academyUrl;
    const unlinkedResources = trainingContent.resources.items.filter((item) => !item.url).length;
    const academyActions =
      1 + trainingContent.courses.items.length + trainingContent.tutorials.items.length;
    await expect(pending).toHaveCount(unlinkedResources + (academy ? 0 : academyActions));
    for (const label of await pending.all()) {
      await expect(label).not.toHaveAttribute("tabindex");
      expect(await label.evaluate((element) => element.closest("a, button"))).toBeNull();
    }
    const { featured, courses, tutorials } = trainingContent;
    const actions = [featured.action, courses.action, tutorials.action].map(escapeRegExp);
    const starts = main.getByRole("link", { name: new RegExp(`^(${actions.join("|")})\\b`) });
    await expect(starts).toHaveCount(academy ? academyActions : 0);
    for (const link of await starts.all()) {
      await expect(link).toHaveAttribute("href", academy ?? "");
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });
});

test.describe("status", () => {
  test("derives the banner from the services it names", async ({ page }) => {
    await gotoHydrated(page, "/status");
    const { banners, services } = statusContent;
    const status = overallStatus(services.items);
    const banner = page.locator("[data-status]");
    await expect(banner).toHaveAttribute("data-status", status);
    await expect(banner.getByRole("heading", { name: banners[status].title })).toBeVisible();
    for (const service of affectedServices(services.items)) {
      await expect(banner).toContainText(service.name);
    }
    for (const other of Object.keys(banners).filter((key) => key !== status)) {
      await expect(page.getByText(banners[other as keyof typeof banners].title)).toHaveCount(0);
    }
  });

  test("lists every service with status, uptime and response time", async ({ page }) => {
    await gotoHydrated(page, "/status");
    const rows = page.locator("#services-heading + * li");
    await expect(rows).toHaveCount(statusContent.services.items.length);
    for (const service of statusContent.services.items) {
      const row = rows.filter({ has: page.getByRole("heading", { name: service.name }) });
      await expect(row).toContainText(`${service.uptime}%`);
      await expect(row).toContainText(`${service.responseTimeMs} ms`);
      await expect(row).toContainText(statusContent.services.statusLabels[service.status]);
    }
  });

  test("draws the daily uptime from data with a text summary and a data table", async ({
    page,
  }) => {
    await gotoHydrated(page, "/status");
    const { uptime } = statusContent;
    const figure = page.locator("figure").filter({ has: page.locator("svg rect") });
    await expect(figure.locator("svg rect")).toHaveCount(uptime.days);
    const summary = summariseUptime(dailyUptime(uptime.lastDay, uptime.days, uptime.shortfalls));
    const average = fillTemplate(uptime.summary, {
      average: summary.average.toFixed(2),
      days: String(summary.days),
    });
    await expect(figure.locator("figcaption")).toContainText(average);
    await figure.getByText(uptime.tableToggle).click();
    await expect(figure.locator("tbody tr")).toHaveCount(uptime.days);
    if (summary.lowest) {
      const lowest = `${formatDate(summary.lowest.date)} ${summary.lowest.uptime.toFixed(2)}%`;
      await expect(figure.locator("figcaption")).toContainText(formatDate(summary.lowest.date));
      await expect(figure.getByRole("row", { name: lowest })).toBeVisible();
    }
  });

  test("shows every incident with its updates and a subscribe e-mail", async ({ page }) => {
    await gotoHydrated(page, "/status");
    for (const incident of statusContent.incidents.items) {
      const card = page.getByRole("article").filter({ hasText: incident.title });
      await expect(card.locator("ol li")).toHaveCount(incident.updates.length);
    }
    const subscribe = page.getByRole("link", { name: statusContent.subscribe.label });
    const url = new URL((await subscribe.getAttribute("href")) ?? "");
    expect(url.pathname).toBe(siteConfig.email.support);
    expect(url.searchParams.get("subject")).toBe(statusContent.subscribe.subject);
  });
});
