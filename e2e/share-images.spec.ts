import { expect, test } from "@playwright/test";
import { getPosts, postCardPath, siteConfig } from "./support/content";
import { APPLE_TOUCH_ICON, FAVICON, SOCIAL_IMAGE } from "@/lib/metadata";
import { sitemapRoutes } from "./support/routes";

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

test("each post has its own 1200x630 PNG share card", async ({ request }) => {
  for (const post of posts) {
    const card = await request.get(postCardPath(post));
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  }
});

/** A post's page shares its own card; every other page the site's. */
const imagePathFor = (route: string) =>
  posts.find((post) => route === `/blog/${post.slug}`)?.slug
    ? `${route}/card.png`
    : SOCIAL_IMAGE.url;

for (const route of [...sitemapRoutes(), "/gdpr", "/no-such-page"]) {
  test(`${route} names the share image and the icons`, async ({ page }) => {
    await page.goto(route);
    const head = page.locator("head");
    const imageUrl = `${siteConfig.origin}${imagePathFor(route)}`;
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", imageUrl);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute(
      "content",
      "1200",
    );
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute(
      "content",
      "630",
    );
    await expect(head.locator('meta[property="og:image:type"]')).toHaveAttribute(
      "content",
      "image/png",
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", imageUrl);
    await expect(head.locator('link[rel="icon"]')).toHaveAttribute("href", FAVICON.url);
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      APPLE_TOUCH_ICON.url,
    );
  });
}
