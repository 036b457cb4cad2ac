import { trainingContent } from "./support/content";
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
