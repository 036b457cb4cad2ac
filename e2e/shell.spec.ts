import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  chatContent,
  interfaceLabels,
  consentContent,
  footerContent,
  GDPR_TARGET,
  navigation,
  sectionLabel,
  siteConfig,
} from "./support/content";
import { expect, expectSectionAtTop, gotoHydrated, test } from "./support/fixtures";
import { pixelColours } from "./support/pixels";
import { OUT_DIR } from "./support/routes";

const { header, mobileMenu, notFound } = interfaceLabels;

async function expectInViewport(page: import("@playwright/test").Page, id: string) {
  await expect(page.locator(`#${id}`)).toBeInViewport({ ratio: 0.1 });
}

test.describe("export", () => {
  test("writes the files static hosts need", () => {
    for (const file of [
      "index.html",
      "404.html",
      "gdpr.html",
      "_redirects",
      "sitemap.xml",
      "robots.txt",
    ]) {
      expect(existsSync(join(OUT_DIR, file)), file).toBe(true);
    }
    const redirects = readFileSync(join(OUT_DIR, "_redirects"), "utf8");
    for (const from of ["/gdpr", "/gdpr/"]) {
      expect(redirects).toMatch(new RegExp(`^${from}\\s+${GDPR_TARGET}\\s+301$`, "m"));
    }
    const gdpr = readFileSync(join(OUT_DIR, "gdpr.html"), "utf8");
    expect(gdpr).toContain(`<meta http-equiv="refresh" content="0; url=${GDPR_TARGET}"/>`);
    expect(gdpr).toMatch(/<meta name="robots" content="noindex/);
    expect(gdpr).toContain(`<link rel="canonical" href="${siteConfig.origin}/privacy-policy"/>`);
    expect(readFileSync(join(OUT_DIR, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${siteConfig.origin}/sitemap.xml`,
    );
  });
});

test.describe("404 page", () => {
  test("answers 404, says so and logs the attempted path", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    // One robots tag, which keeps the page out of search results.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex/);
    await expect(page.getByRole("heading", { level: 1, name: notFound.heading })).toBeVisible();
    await expect(page.getByText(notFound.text)).toBeVisible();
    await expect.poll(() => consoleErrors.join("\n")).toContain("/no-such-page");
    await page.getByRole("link", { name: notFound.home }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("/gdpr", () => {
  const [, rightsId] = GDPR_TARGET.split("#");
  const landed = async (page: import("@playwright/test").Page) => {
    await expect(page).toHaveURL((url) => url.pathname + url.hash === GDPR_TARGET);
    // The section on GDPR rights, not the top of the policy.
    await expectInViewport(page, rightsId ?? "");
  };

  // One load of /: the footer's link first, then the address typed; Back returns from each.
  test("the footer's GDPR link and the address itself land on the GDPR rights; Back returns", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");

    await test.step("the footer's GDPR link, a client-side navigation, lands there", async () => {
      const gdpr = navigation.legal.find((item) => item.kind === "page" && item.href === "/gdpr");
      if (!gdpr) throw new Error("content/navigation.yaml: the footer has no link to /gdpr");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: gdpr.label, exact: true })
        .click();
      await landed(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step("/gdpr lands on the privacy policy's GDPR rights, and Back returns", async () => {
      await page.goto("/gdpr");
      await landed(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test.describe("header", () => {
  test("on a desktop its links and buttons go where they say, on one load", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");

    await test.step("the footer shows the current year and leaves out what has no target", async () => {
      const footer = page.getByRole("contentinfo");
      await expect(
        footer.getByText(`© ${new Date().getFullYear()} ${siteConfig.name}`),
      ).toBeVisible();
      const items = [
        ...navigation.footerColumns.flatMap((column) => column.items),
        ...navigation.legal,
      ];
      for (const item of items) {
        const link = footer.getByRole("link", { name: item.label, exact: true });
        if (item.kind === "page") await expect(link).toHaveAttribute("href", item.href);
        if (item.kind === "email")
          await expect(link).toHaveAttribute("href", `mailto:${item.address}`);
        if (item.kind === "external" && !item.href) {
          await expect(link).toHaveCount(0);
          await expect(footer.getByText(item.label, { exact: true })).toHaveCount(0);
        }
      }
    });

    await test.step("'Try for Free' scrolls to pricing and 'Login to App' opens the app in a new tab", async () => {
      const banner = page.getByRole("banner");
      const login = banner.getByRole("link", { name: header.login });
      await expect(login).toHaveAttribute("href", siteConfig.links.appLogin);
      await expect(login).toHaveAttribute("target", "_blank");
      await expect(login).toHaveAttribute("rel", /noopener/);
      await banner.getByRole("link", { name: header.trial, exact: true }).click();
      await expectInViewport(page, "pricing");
    });

    await test.step("section links scroll smoothly on the landing page", async () => {
      const nav = page.getByRole("navigation", { name: header.navLabel });
      // Last first: the first section starts near the top, so a click there proves little.
      for (const { label, section: id } of navigation.header.toReversed()) {
        await nav.getByRole("link", { name: label }).click();
        await expectInViewport(page, id);
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      }
    });
  });

  test("section links from another route go to / and scroll there", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/no-such-page");
    await page
      .getByRole("navigation", { name: header.navLabel })
      .getByRole("link", { name: sectionLabel("integrations") })
      .click();
    await expect(page).toHaveURL(/\/#integrations$/);
    await expectInViewport(page, "integrations");
  });

  test("from a page with its own pricing, the Pricing link leaves it still and lands on /'s", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The landing page's data comes late, as on a slow network: the click's page is still shown.
    await page.route(/\.txt(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page, "/vs-clickfunnels");
    await expect(page.locator("#pricing")).toHaveCount(1);
    // Any scroll of the page being left: it would jump to its own table before / shows.
    await page.evaluate(() => {
      addEventListener("scroll", () => {
        if (location.pathname !== "/") document.documentElement.dataset.leftPageScrolled = "";
      });
    });
    await page
      .getByRole("navigation", { name: header.navLabel })
      .getByRole("link", { name: sectionLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expectInViewport(page, "pricing");
    await expect(page.locator("html")).not.toHaveAttribute("data-left-page-scrolled");
  });

  test("on a phone the menu opens, closes and lands each section under the header, on one load", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");

    await test.step("Tab past the menu's last link closes it, so focus never lands under it", async () => {
      const menu = page.getByRole("navigation", { name: mobileMenu.navLabel });
      await page.getByRole("button", { name: mobileMenu.open }).click();
      const links = menu.getByRole("link");
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      for (let step = 0; step < count; step += 1) await page.keyboard.press("Tab");
      await expect(links.last()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();
      // What has focus now is on screen, not under a panel.
      const focused = await page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect();
        if (!box) return null;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          visible:
            !!hit && (hit === document.activeElement || document.activeElement!.contains(hit)),
        };
      });
      expect(focused).toEqual({ visible: true });
    });

    await test.step("each section link lands with its section right under the header", async () => {
      const menu = page.getByRole("navigation", { name: mobileMenu.navLabel });
      // Sections far down the page are laid out only when needed; the jump must still be exact.
      // Bottom-up, so the first jump is the longest.
      for (const { label, section } of [...navigation.header].reverse()) {
        await page.getByRole("button", { name: mobileMenu.open }).click();
        await menu.getByRole("link", { name: label }).click();
        await expectSectionAtTop(page, section);
      }
    });

    await test.step("the mobile menu toggles, closes on Escape and on navigation", async () => {
      const toggle = page.getByRole("button", { name: mobileMenu.open });
      const menu = page.getByRole("navigation", { name: mobileMenu.navLabel });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeHidden();
      // The closed menu's links are in the prerendered HTML for crawlers.
      const closedLinks = page.locator(`nav[aria-label="${mobileMenu.navLabel}"] a`);
      expect(await closedLinks.count()).toBeGreaterThanOrEqual(navigation.header.length);

      await toggle.click();
      await expect(page.getByRole("button", { name: mobileMenu.close })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: mobileMenu.open })).toBeFocused();

      // A tap on the dimmed page below the menu closes it and leaves the page where it was. The
      // menu holds every part of the site and fills a phone's screen, so this is on a screen
      // tall enough to show the page below it.
      await page.setViewportSize({ width: 390, height: 2000 });
      await page.getByRole("button", { name: mobileMenu.open }).click();
      await expect(menu).toBeVisible();
      const panel = (await menu.boundingBox())!;
      const scrollY = await page.evaluate(() => window.scrollY);
      await page.mouse.click(195, Math.ceil(panel.y + panel.height) + 100);
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      await page.setViewportSize({ width: 390, height: 844 });

      await page.getByRole("button", { name: mobileMenu.open }).click();
      await menu.getByRole("link", { name: sectionLabel("faq") }).click();
      await expect(menu).toBeHidden();
      await expectInViewport(page, "faq");
    });
  });

  test("on a short screen the open menu scrolls, so its last link can be reached", async ({
    page,
  }) => {
    // A phone held sideways; 400 % zoom of a laptop is shorter still.
    await page.setViewportSize({ width: 740, height: 360 });
    await gotoHydrated(page, "/");
    const menu = page.getByRole("navigation", { name: mobileMenu.navLabel });
    await page.getByRole("button", { name: mobileMenu.open }).click();
    const last = menu.getByRole("link").last();
    await last.focus();
    await expect(last).toBeInViewport({ ratio: 1 });
  });

  test("Shift+Tab never leaves focus under the fixed header", async ({ page }) => {
    // Instant scrolling, so each step is measured where the scroll ends.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/blog");
    await page.getByRole("contentinfo").getByRole("link").first().focus();
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Shift+Tab");
      const covered = await page.evaluate(() => {
        const element = document.activeElement;
        const header = document.querySelector("header");
        if (!element || !header || element === document.body || header.contains(element)) {
          return null;
        }
        // The skip link is fixed above the header itself.
        if (getComputedStyle(element).position === "fixed") return null;
        return element.getBoundingClientRect().top < header.getBoundingClientRect().bottom
          ? element.outerHTML.slice(0, 80)
          : null;
      });
      expect(covered, `step ${step}`).toBeNull();
    }
  });

  test.describe("while the cookie banner asks", () => {
    test.use({ geoCountry: "FR" });

    test("the chat button sits above the banner, where focus can be seen", async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await gotoHydrated(page, "/");
        const banner = page.getByRole("region", { name: consentContent.summary.heading });
        await expect(banner).toBeVisible();
        const launcher = page.getByRole("button", { name: chatContent.launcherLabel });
        // The button glides up as the bar arrives: it gets there within the transition.
        await expect
          .poll(
            async () => {
              const [bar, button] = await Promise.all([
                banner.boundingBox(),
                launcher.boundingBox(),
              ]);
              return button!.y + button!.height - bar!.y;
            },
            { message: `at ${width} px, the button's bottom below the bar's top` },
          )
          .toBeLessThanOrEqual(0);
      }
    });

    test("the open menu sits above the banner's overlay", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, "/");
      await expect(
        page.getByRole("region", { name: consentContent.summary.heading }),
      ).toBeVisible();
      const menu = page.getByRole("navigation", { name: mobileMenu.navLabel });
      await page.getByRole("button", { name: mobileMenu.open }).click();
      await expect(menu).toBeVisible();
      // The panel is white, as without the banner: the overlay does not dim it.
      const colours = [...(await pixelColours(menu))].sort((a, b) => b[1] - a[1]);
      expect(colours[0]?.[0]).toBe("rgb(255, 255, 255)");
    });
  });
});

test.describe("footer", () => {
  test("the call to action scrolls to pricing, from another route too", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const footer = page.getByRole("contentinfo");
    for (const badge of footerContent.cta.badges) {
      await expect(footer.getByText(badge)).toBeVisible();
    }
    await expect(footer.getByText(footerContent.trustLine)).toBeVisible();
    await footer.getByRole("link", { name: footerContent.cta.button }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expectInViewport(page, "pricing");
  });

  test("is rendered with the page, an inner page's later sections too, before any scroll", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/about");
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    await expect(page.locator("section#team")).not.toBeInViewport();
    expect(await rendered("section#team")).toBe(true);
    expect(await rendered("footer")).toBe(true);
    // Its links keep their own colour, not the browser's default link blue.
    await expect(page.getByRole("contentinfo").getByRole("link").first()).not.toHaveCSS(
      "color",
      "rgb(0, 0, 238)",
    );
    await page.keyboard.press("End");
    await expect(page.getByRole("contentinfo").getByText(/© \d{4}/)).toBeInViewport();
  });

  test("every change of path starts at the top", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: interfaceLabels.logoHome })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
