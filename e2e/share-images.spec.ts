import { expect, test } from "@playwright/test";
import { getPosts, innerBlockPages, postCardPath, siteConfig } from "./support/content";
import { GDPR_TARGET } from "@/content/routes";
import { APPLE_TOUCH_ICON, FAVICON, SOCIAL_IMAGE } from "@/lib/seo/metadata";
import { sitemapRoutes } from "./support/routes";
import { servedPages } from "./support/served-pages";
import { defaultLocale, localePath, locales, pathLocale } from "@/lib/i18n/locales";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the share image and icons are real files with the right type on a static host", async ({
  request,
}) => {
  const card = await request.get(SOCIAL_IMAGE.url);
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });

  const apple = await request.get(APPLE_TOUCH_ICON.url);
  expect(apple.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });

  const favicon = await request.get(FAVICON.url);
  expect(favicon.headers()["content-type"]).toBe("image/svg+xml");
});

const posts = getPosts();

test("each page of blocks has its own 1200x630 PNG share card in each language", async ({
  request,
}) => {
  const cards = sitemapRoutes().flatMap((route) => {
    const english = innerBlockPages().find(
      (page) => page.path === route.replace(LANGUAGE_PREFIX, ""),
    );
    return english && !english.shareImage ? [`${route}/card.png`] : [];
  });
  expect(cards.filter((card) => LANGUAGE_PREFIX.test(card)).length).toBeGreaterThan(0);
  for (const path of cards) {
    const card = await request.get(path);
    expect(card.headers()["content-type"], path).toBe("image/png");
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  }
});

test("each post has its own 1200x630 PNG share card", async ({ request }) => {
  for (const post of posts) {
    const card = await request.get(postCardPath(post));
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  }
});

const LANGUAGE_PREFIX = new RegExp(
  `^/(${locales.filter((locale) => locale !== defaultLocale).join("|")})(?=/)`,
);

/**
 * A post's page and a page of blocks share their own card (in each language its own, titled in
 * that language); every other page the site's, in its language.
 */
const imagePathFor = (route: string) => {
  const unprefixed = route.replace(LANGUAGE_PREFIX, "");
  const blockPage = innerBlockPages().find((page) => page.path === unprefixed);
  if (blockPage) return blockPage.shareImage ?? `${route}/card.png`;
  return posts.find((post) => unprefixed === `/blog/${post.slug}`)?.slug
    ? `${route}/card.png`
    : // The site's card, each language its own with the tagline in it.
      localePath(pathLocale(route), SOCIAL_IMAGE.url as `/${string}`);
};

test("every page names the share image and the icons, as a link preview reads them", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // "/no-such-page" answers 404 with 404.html; its head is checked through /404.
  await servedPages(
    browser,
    baseURL ?? "",
    [...sitemapRoutes(), "/gdpr", "/404"],
    async (page, route) => {
      const imageUrl = `${siteConfig.origin}${imagePathFor(route)}`;
      const expected: [selector: string, attribute: string, value: string][] = [
        ['meta[property="og:image"]', "content", imageUrl],
        ['meta[property="og:image:width"]', "content", "1200"],
        ['meta[property="og:image:height"]', "content", "630"],
        ['meta[property="og:image:type"]', "content", "image/png"],
        ['meta[name="twitter:card"]', "content", "summary_large_image"],
        ['meta[name="twitter:image"]', "content", imageUrl],
        ['link[rel="icon"]', "href", FAVICON.url],
        ['link[rel="apple-touch-icon"]', "href", APPLE_TOUCH_ICON.url],
      ];
      // /gdpr is a refresh to the privacy policy: what a preview reads is where it lands. Read
      // once it has landed: read before, the refresh races the read or the next page's opening.
      if (route === "/gdpr") {
        await page.waitForURL((url) => `${url.pathname}${url.hash}` === GDPR_TARGET);
      }
      // Read in one round trip per page: the head is static here (no script runs).
      const found = await page.evaluate(
        (pairs) =>
          pairs.map(([selector, attribute]) =>
            [...document.head.querySelectorAll(selector)].map((node) =>
              node.getAttribute(attribute),
            ),
          ),
        expected.map(([selector, attribute]) => [selector, attribute] as const),
      );
      expected.forEach(([selector, , value], index) => {
        // One such tag, with this value.
        expect.soft(found[index], `${route}: ${selector}`).toEqual([value]);
      });
    },
  );
});
