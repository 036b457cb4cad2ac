import type { Page } from "@playwright/test";
import {
  careersContent,
  footerContent,
  getPosts,
  helpCenterContent,
  interfaceLabels,
  navigation,
  openRoles,
  rolePath,
  blogContent,
} from "./support/content";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { DESKTOP, PHONE } from "./support/constants";
import { expect, gotoHydrated, reloadHydrated, test } from "./support/fixtures";
import { watchViolations } from "./support/page-gates";

const { header, mobileMenu, theme, notFound } = interfaceLabels;

/** The entries a menu shows: those the deployment configured (an external one may have no URL). */
const shown = (items: (typeof navigation.menus)[number]["items"]) =>
  items.filter((item) => item.kind !== "external" || item.href);

/** Where an entry's link points, as the HTML writes it. */
const hrefOf = (item: ReturnType<typeof shown>[number]) =>
  item.kind === "section" ? `/#${item.section}` : (item.href as string);

const headerNav = (page: Page) => page.getByRole("navigation", { name: header.navLabel });
const menuButton = (page: Page, label: string) =>
  headerNav(page).getByRole("button", { name: label, exact: true });
const menuPanel = (page: Page, index: number) => page.locator(`#menu-${index}`);

test.describe("header menus", () => {
  test("open by pointer and keyboard, close on Escape, outside click and a followed link", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/about");
    expect(navigation.menus.length).toBeGreaterThan(0);

    for (const [index, menu] of navigation.menus.entries()) {
      await test.step(`${menu.label}: a click shows every entry, Escape closes it`, async () => {
        const panel = menuPanel(page, index);
        await expect(panel).toBeHidden();
        await menuButton(page, menu.label).click();
        await expect(panel).toBeVisible();
        for (const item of shown(menu.items)) {
          await expect(panel.getByRole("link", { name: item.label })).toHaveAttribute(
            "href",
            hrefOf(item),
          );
        }
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
      });
    }

    await test.step("by keyboard: Enter opens, Tab walks its links, Escape returns focus", async () => {
      const [first] = navigation.menus;
      if (!first) throw new Error("content/navigation.yaml has no menus");
      const button = menuButton(page, first.label);
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(menuPanel(page, 0)).toBeVisible();
      await page.keyboard.press("Tab");
      const firstEntry = shown(first.items)[0];
      await expect(
        menuPanel(page, 0).getByRole("link", { name: firstEntry?.label ?? "" }),
      ).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menuPanel(page, 0)).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step("a click outside closes it and leaves the page where it was", async () => {
      const [first] = navigation.menus;
      await menuButton(page, first?.label ?? "").click();
      await expect(menuPanel(page, 0)).toBeVisible();
      await page.mouse.click(DESKTOP.width / 2, DESKTOP.height - 40);
      await expect(menuPanel(page, 0)).toBeHidden();
    });

    await test.step("following a page link navigates and closes the menu", async () => {
      const at = navigation.menus.findIndex((menu) =>
        menu.items.some((item) => item.kind === "page"),
      );
      const menu = navigation.menus[at];
      const target = menu?.items.find((item) => item.kind === "page");
      if (!menu || !target || target.kind !== "page") throw new Error("no menu links a page");
      await menuButton(page, menu.label).click();
      await menuPanel(page, at).getByRole("link", { name: target.label }).click();
      await expect(page).toHaveURL(new RegExp(`${target.href}$`));
      await expect(menuPanel(page, at)).toBeHidden();
    });
  });

  test("the menus' links are in the HTML, and open, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/blog");
    for (const [index, menu] of navigation.menus.entries()) {
      const panel = menuPanel(page, index);
      for (const item of shown(menu.items)) {
        await expect(panel.locator(`a[href="${hrefOf(item)}"]`)).toHaveCount(1);
      }
      // The browser opens a popover from its button by itself.
      await menuButton(page, menu.label).click();
      await expect(panel).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
    await context.close();
  });

  // German's labels are the widest, French's next: each language's header must fit as English's.
  for (const [locale, path] of [
    ["en", "/about"],
    ["de", "/de/about"],
    ["fr", "/fr/about"],
  ] as const) {
    test(`the header fits its row at every width: the trial button in view, nothing cut (${path})`, async ({
      page,
    }) => {
      const labels = interfaceLabelsIn(locale);
      // 1024 and 1279 are the widths either side of where the menus join the header row.
      for (const width of [PHONE.width, 768, 1024, 1279, DESKTOP.width, 1440]) {
        await page.setViewportSize({ width, height: DESKTOP.height });
        await gotoHydrated(page, path);
        const row = page.locator("header > div").first();
        const fits = await row.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits, `header row overflows at ${width} px`).toBe(true);
        const menuOrTrial = page
          .getByRole("button", { name: labels.mobileMenu.open })
          .or(page.getByRole("banner").getByRole("link", { name: labels.header.trial }));
        const box = await menuOrTrial.first().boundingBox();
        expect(box, `nothing to start a trial or open the menu at ${width} px`).not.toBeNull();
        expect(box!.x + box!.width, `cut at the right edge at ${width} px`).toBeLessThanOrEqual(
          width,
        );
      }
    });
  }

  test("the phone's menu holds the same entries", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/blog");
    await page.getByRole("button", { name: mobileMenu.open }).click();
    const menu = page.getByRole("navigation", { name: mobileMenu.navLabel });
    for (const item of navigation.header) {
      await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
    for (const group of navigation.menus) {
      const links = menu.getByRole("group", { name: group.label });
      await expect(links).toBeVisible();
      for (const item of shown(group.items)) {
        await expect(links.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
          "href",
          hrefOf(item),
        );
      }
    }
  });
});

test.describe("theme", () => {
  /** Chooses a theme in the footer, as a visitor does: a click on the control's option. */
  const choose = (page: Page, name: string) =>
    page
      .getByRole("group", { name: theme.label })
      .locator("label")
      .filter({ hasText: name })
      .click();
  const surface = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const WHITE = "rgb(255, 255, 255)";

  test("follows the system, and the footer's choice is kept from the first paint", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    // Records whether the stored theme was on <html> before <body> existed, that is before any
    // content could be painted in the wrong one.
    await page.addInitScript(() => {
      const seen = { darkBeforeBody: false };
      Object.assign(window, { __theme: seen });
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        seen.darkBeforeBody = document.documentElement.classList.contains("dark");
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, "/about");
    expect(await surface(page)).not.toBe(WHITE);

    await page.emulateMedia({ colorScheme: "light" });
    expect(await surface(page)).toBe(WHITE);

    const control = page.getByRole("group", { name: theme.label });
    await expect(control.getByRole("radio", { name: theme.system })).toBeChecked();
    await choose(page, theme.dark);
    await expect(control.getByRole("radio", { name: theme.dark })).toBeChecked();
    expect(await surface(page)).not.toBe(WHITE);

    await reloadHydrated(page);
    expect(await surface(page)).not.toBe(WHITE);
    expect(
      await page.evaluate(
        () => (window as unknown as { __theme: { darkBeforeBody: boolean } }).__theme,
      ),
    ).toEqual({ darkBeforeBody: true });
    await expect(
      page.getByRole("group", { name: theme.label }).getByRole("radio", { name: theme.dark }),
    ).toBeChecked();

    // Light while the system is dark, then back to the system's.
    await page.emulateMedia({ colorScheme: "dark" });
    await choose(page, theme.light);
    expect(await surface(page)).toBe(WHITE);
    await choose(page, theme.system);
    expect(await surface(page)).not.toBe(WHITE);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();

    expect(violations, "Content-Security-Policy violations").toEqual([]);
  });

  test("a stored value the site did not write is ignored, not thrown on", async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoHydrated(page, "/about");
    await page.evaluate(() => localStorage.setItem("theme", "<b>dark</b>"));
    await reloadHydrated(page);
    expect(await surface(page)).toBe(WHITE);
    await expect(
      page.getByRole("group", { name: theme.label }).getByRole("radio", { name: theme.system }),
    ).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("page endings", () => {
  const salesBand = (page: Page) =>
    page.getByRole("heading", { name: footerContent.cta.heading, exact: true });

  test("marketing pages end with the sales band; a post adds the newsletter and related posts", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(salesBand(page)).toBeVisible();
    const [post] = getPosts();
    if (!post) throw new Error("no posts");
    await page.goto(`/blog/${post.slug}`);
    await expect(salesBand(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: blogContent.newsletter.title })).toBeVisible();
    await expect(page.locator("#newsletter form")).toHaveCount(1);
  });

  test("a role ends with Apply and the general application, not a trial", async ({ page }) => {
    const [role] = openRoles();
    if (!role) test.skip(true, "no open role today");
    const { page: copy, applyLabel } = careersContent.roles;
    await page.goto(rolePath(role!.slug));
    const ending = page.getByRole("region", { name: copy.ending.title });
    await expect(ending).toBeVisible();
    await expect(ending.getByRole("link", { name: new RegExp(applyLabel) })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(ending.getByRole("link", { name: careersContent.resume.label })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(salesBand(page)).toBeHidden();
  });

  test("a help article ends with more help and a way to a person", async ({ page }) => {
    await page.goto("/help-center/getting-started-in-30-minutes");
    const ending = page.getByRole("region", { name: helpCenterContent.article.ending.title });
    await expect(ending).toBeVisible();
    await expect(ending.locator('a[href="/contact-support"]')).toHaveCount(1);
    await expect(salesBand(page)).toBeHidden();
  });

  test("the 404 offers a site search that works without JavaScript, popular pages and home", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/no-such-page");
    await expect(salesBand(page)).toBeHidden();
    for (const item of navigation.popular.filter(
      (entry) => entry.kind !== "external" || entry.href,
    )) {
      await expect(
        page.getByRole("main").getByRole("link", { name: new RegExp(item.label) }),
      ).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: notFound.home })).toHaveAttribute(
      "href",
      "/",
    );
    await page.getByRole("searchbox", { name: notFound.searchLabel }).fill("refund");
    await page.getByRole("button", { name: notFound.searchButton }).click();
    await expect(page).toHaveURL(/\/help-center\?q=refund$/);
    await context.close();
  });
});

test.describe("contents of long pages", () => {
  const article = "/help-center/getting-started-in-30-minutes";

  test("beside the text from 1024 px, in view and marking the section being read", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, article);
    const contents = page.getByRole("navigation", { name: interfaceLabels.contents });
    const links = contents.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    await expect(links.first()).toHaveAttribute("aria-current", "location");
    const second = links.nth(1);
    const id = (await second.getAttribute("href"))?.slice(1) ?? "";
    await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView());
    await expect(second).toHaveAttribute("aria-current", "location");
    await expect(links.first()).not.toHaveAttribute("aria-current", "location");
    // The list has stayed beside the text, below the fixed header.
    await expect(contents).toBeInViewport({ ratio: 1 });
  });

  test("folded above the text on a phone, opened with a tap", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, article);
    const summary = page.locator("summary", { hasText: interfaceLabels.contents });
    await expect(summary).toBeVisible();
    const contents = page.getByRole("navigation", { name: interfaceLabels.contents });
    await expect(contents).toBeHidden();
    await summary.click();
    await expect(contents.getByRole("link").first()).toBeVisible();
  });
});
