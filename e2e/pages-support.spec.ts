import { trainingContent } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { escapeRegExp } from "@/lib/text/escape-regexp";

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
      const card = page.locator("#courses li").filter({
        has: page.getByRole("heading", { name: course.title }),
      });
      await expect(card).toContainText(course.duration);
      await expect(card).toContainText(`${course.lessons} ${courses.lessonsLabel}`);
      await expect(card).toContainText(course.level);
    }
    await expect(page.locator("#tutorials li")).toHaveCount(tutorials.items.length);
    await expect(page.locator("#resources li")).toHaveCount(resources.items.length);
  });

  test("says once that the academy is not open, with one form to be told, and no dead control", async ({
    page,
  }) => {
    await gotoHydrated(page, "/training");
    const main = page.locator("#main-content");
    const academy = trainingContent.academyUrl;
    const { featured, courses, tutorials, waitlist } = trainingContent;
    // No label on each course: at most the one waitlist, while the academy has no address.
    await expect(main.getByText(/not available yet/i)).toHaveCount(0);
    await expect(main.getByRole("heading", { name: waitlist.title })).toHaveCount(academy ? 0 : 1);
    await expect(main.getByRole("button", { name: waitlist.button })).toHaveCount(academy ? 0 : 1);
    await expect(main.getByRole("button")).toHaveCount(academy ? 0 : 1);
    // The featured course's outline is read as a list, the module playing marked.
    const modules = main.getByRole("list", { name: featured.modulesLabel });
    await expect(modules.getByRole("listitem")).toHaveCount(featured.modules.length);
    await expect(modules.locator('[aria-current="step"]')).toHaveCount(1);
    const academyActions = 1 + courses.items.length + tutorials.items.length;
    const actions = [featured.action, courses.action, tutorials.action].map(escapeRegExp);
    const starts = main.getByRole("link", { name: new RegExp(`^(${actions.join("|")})\\b`) });
    await expect(starts).toHaveCount(academy ? academyActions : 0);
    for (const link of await starts.all()) {
      await expect(link).toHaveAttribute("href", academy ?? "");
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // A resource is a link where it has an address, and only text where it has none.
    for (const resource of trainingContent.resources.items) {
      const card = main.locator("#resources li").filter({ hasText: resource.title });
      await expect(card.getByRole("link")).toHaveCount(resource.url ? 1 : 0);
    }
  });
});
