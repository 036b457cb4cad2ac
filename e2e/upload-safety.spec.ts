import { randomBytes } from "node:crypto";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { APIResponse, Response } from "@playwright/test";
import { createRecord, serializeRecord } from "@/lib/consent/record";
import { NO_SCRIPT_POLICY } from "@/scripts/host-headers.mjs";
import { consentContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { OUT_DIR } from "./support/routes";

// An upload that slipped past the editor and the build (written straight into the export here)
// must still run nothing on the site's origin: the hosts' header rules (out/_headers, served
// as Netlify and Cloudflare Pages apply them) give it a policy that runs no script.

const { storageKey, policyVersion } = consentContent;

/** A post's image folder in the export, where the editor puts uploads. */
const postFolder = readdirSync(join(OUT_DIR, "blog"), { withFileTypes: true }).find((entry) =>
  entry.isDirectory(),
)?.name;

/**
 * An SVG whose script, if it ran, would accept every cookie category for the site (a consent
 * record the next visit honours) and mark the document.
 */
function hostileSvg() {
  const record = serializeRecord(
    createRecord(
      { analytics: true, marketing: true, preferences: true },
      policyVersion,
      new Date(),
    ),
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">',
    '<rect width="10" height="10" fill="#5f2ef0"/>',
    `<script>document.documentElement.setAttribute("data-ran", "yes");`,
    `localStorage.setItem(${JSON.stringify(storageKey)}, ${JSON.stringify(record)});</script>`,
    "</svg>",
  ].join("\n");
}

const policies = (response: Response | APIResponse | null) =>
  (response?.headers()["content-security-policy"] ?? "").split(",").map((value) => value.trim());

let fixture = "";
test.beforeEach(() => {
  expect(postFolder, "a post's folder in out/blog").toBeTruthy();
  fixture = `/blog/${postFolder}/e2e-upload-${randomBytes(4).toString("hex")}.svg`;
  writeFileSync(join(OUT_DIR, fixture), hostileSvg());
});
test.afterEach(() => rmSync(join(OUT_DIR, fixture), { force: true }));

test("an uploaded SVG with a script, opened directly, runs nothing and stores nothing", async ({
  page,
}) => {
  const response = await page.goto(fixture);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toBe("image/svg+xml");
  // Soft: what follows (did the script run?) is reported as well when the policy is missing.
  expect.soft(policies(response)).toContain(NO_SCRIPT_POLICY);
  await expect(page.locator("rect")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-ran"))).toBeNull();

  await page.goto("/");
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});

test("the same SVG shown in a page as an image runs nothing either", async ({ page }) => {
  await page.goto("/");
  await page.evaluate((src) => {
    const image = document.createElement("img");
    image.src = src;
    image.alt = "";
    document.body.append(image);
    return image.decode();
  }, fixture);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});

test("the 404 page a host answers for a missing image still says so", async ({ page }) => {
  const response = await page.goto(`/blog/${postFolder}/no-such-image.svg`);
  expect(response?.status()).toBe(404);
  // On Netlify and Cloudflare the image's rule matches the URL, so the 404 page gets it too:
  // no script, and unstyled (its stylesheet is same-origin only), but it says what happened.
  expect(policies(response)).toContain(NO_SCRIPT_POLICY);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link").first()).toBeVisible();
});

test("pages and their scripts never get the no-script policy", async ({ request }) => {
  for (const path of ["/", "/about", `/blog/${postFolder}`, "/no-such-page"]) {
    expect(policies(await request.get(path)), path).not.toContain(NO_SCRIPT_POLICY);
  }
  expect(policies(await request.get("/pagefind/pagefind-worker.js"))).not.toContain(
    NO_SCRIPT_POLICY,
  );
});
