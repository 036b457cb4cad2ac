import { siteConfig, statusContent, trainingContent } from "./support/content";
import { overallStatus } from "@/lib/status";
import { expect, gotoHydrated, test } from "./support/fixtures";

test.describe("training", () => {
  test("shows the featured course, four courses, six tutorials and three resources", async ({
    page,
  }) => {
    await gotoHydrated(page, "/training");
    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: trainingContent.featured.title }),
    });
    await expect(featured).toContainText("6 hours");
    await expect(featured).toContainText("25 lessons");
    await expect(featured).toContainText("All levels");
    for (const [level, duration, lessons] of [
      ["Beginner", "45 min", 8],
      ["Advanced", "2h 15min", 12],
      ["Intermediate", "1h 30min", 6],
      ["Advanced", "1h 45min", 9],
    ] as const) {
      const course = page
        .locator("#courses article")
        .filter({ hasText: duration })
        .filter({ hasText: `${lessons} lessons` });
      await expect(course).toContainText(level);
    }
    await expect(page.locator("#tutorials li")).toHaveCount(6);
    await expect(page.locator("#resources li")).toHaveCount(3);
  });

  test("every action goes somewhere configured or says 'Coming soon' without posing as a control", async ({
    page,
  }) => {
    await gotoHydrated(page, "/training");
    const main = page.locator("#main-content");
    // Nothing on the page is a button that cannot be pressed.
    await expect(main.getByRole("button")).toHaveCount(0);
    const pending = main.getByText(trainingContent.comingSoon, { exact: true });
    const academy = trainingContent.academyUrl;
    const unlinkedResources = trainingContent.resources.items.filter((item) => !item.url).length;
    const academyActions =
      1 + trainingContent.courses.items.length + trainingContent.tutorials.items.length;
    await expect(pending).toHaveCount(unlinkedResources + (academy ? 0 : academyActions));
    for (const label of await pending.all()) {
      await expect(label).not.toHaveAttribute("tabindex");
      expect(await label.evaluate((element) => element.closest("a, button"))).toBeNull();
    }
    const starts = main.getByRole("link", { name: /^(Start|Watch)/ });
    if (academy) {
      for (const link of await starts.all()) {
        await expect(link).toHaveAttribute("href", academy);
        await expect(link).toHaveAttribute("target", "_blank");
      }
    } else {
      await expect(starts).toHaveCount(0);
    }
  });
});

test.describe("status", () => {
  test("derives the banner from the services: one degraded service, a yellow banner", async ({
    page,
  }) => {
    await gotoHydrated(page, "/status");
    expect(overallStatus(statusContent.services.items)).toBe("degraded");
    const banner = page.locator("[data-status]");
    await expect(banner).toHaveAttribute("data-status", "degraded");
    const { banners, services } = statusContent;
    await expect(banner.getByRole("heading", { name: banners.degraded.title })).toBeVisible();
    for (const service of services.items.filter((item) => item.status === "degraded")) {
      await expect(banner).toContainText(service.name);
    }
    await expect(banner).toHaveClass(/bg-yellow-50/);
    await expect(page.getByText(banners.operational.title)).toHaveCount(0);
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

  test("draws the 90-day uptime from data with a text summary and a data table", async ({
    page,
  }) => {
    await gotoHydrated(page, "/status");
    const figure = page.locator("figure").filter({ has: page.locator("svg rect") });
    await expect(figure.locator("svg rect")).toHaveCount(90);
    await expect(figure.locator("figcaption")).toContainText("99.97% uptime over the last 90 days");
    await expect(figure.locator("figcaption")).toContainText("Lowest day: 98.90% on 29 July 2025");
    await figure.getByText(statusContent.uptime.tableToggle).click();
    await expect(figure.locator("tbody tr")).toHaveCount(90);
    await expect(figure.getByRole("row", { name: "29 July 2025 98.90%" })).toBeVisible();
  });

  test("shows two incidents with their updates and a subscribe e-mail", async ({ page }) => {
    await gotoHydrated(page, "/status");
    for (const incident of statusContent.incidents.items) {
      const card = page.getByRole("article").filter({ hasText: incident.title });
      await expect(card.locator("ol li")).toHaveCount(incident.updates.length);
    }
    const subscribe = page.getByRole("link", { name: statusContent.subscribe.label });
    const url = new URL((await subscribe.getAttribute("href")) ?? "");
    expect(url.pathname).toBe(siteConfig.email.support);
    expect(url.searchParams.get("subject")).toBe("Status updates subscription");
  });
});
