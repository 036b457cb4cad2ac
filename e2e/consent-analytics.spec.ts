import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { consentContent } from "./support/content";
import { firstLoadJsBytes, firstLoadScripts, gzipBytes } from "./support/budget";
import { expect, gotoHydrated, reloadHydrated, test } from "./support/fixtures";
import { htmlFileFor } from "./support/routes";

/**
 * The analytics gate, proven on a real build: the default export configures no analytics tag,
 * so this spec builds a second export with a GA4 id and a Plausible domain set (the way a
 * deployment would) from a copy of the current sources, serves it, and watches the requests.
 */
const GA4_ID = "G-E2ETEST01";
const PLAUSIBLE_DOMAIN = "stackless.example";
const PLAUSIBLE_SCRIPT = "https://plausible.io/js/script.js";
const GTAG_SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${GA4_ID}`;
const BUILD_ENV = {
  NEXT_PUBLIC_GA4_ID: GA4_ID,
  NEXT_PUBLIC_PLAUSIBLE_DOMAIN: PLAUSIBLE_DOMAIN,
  NEXT_TELEMETRY_DISABLED: "1",
};
const SKIP = new Set([".git", ".next", "node_modules", "out", "test-results", "playwright-report"]);

let workDir = "";
let server: ChildProcess | undefined;
let origin = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Copies the project (node_modules as hard links: fast, and Turbopack refuses symlinks). */
function copyProject(target: string) {
  const root = process.cwd();
  cpSync(root, target, {
    recursive: true,
    filter: (source) => !SKIP.has(source.slice(root.length + 1).split("/")[0] ?? ""),
  });
  try {
    execFileSync("cp", ["-al", join(root, "node_modules"), join(target, "node_modules")]);
  } catch {
    cpSync(join(root, "node_modules"), join(target, "node_modules"), { recursive: true });
  }
}

/**
 * The copy's build skips the type check: `npm test` has run it on these very sources, it changes
 * nothing in the export (the same files, but for the build id), and it is nearly half the build.
 */
function skipTypeCheck(project: string) {
  renameSync(join(project, "next.config.ts"), join(project, "next.config.site.ts"));
  writeFileSync(
    join(project, "next.config.ts"),
    [
      'import config from "./next.config.site";',
      "export default { ...config, typescript: { ...config.typescript, ignoreBuildErrors: true } };",
      "",
    ].join("\n"),
  );
}

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  workDir = mkdtempSync(join(tmpdir(), "stackless-analytics-export-"));
  copyProject(workDir);
  skipTypeCheck(workDir);
  execFileSync(process.execPath, [join(workDir, "node_modules/next/dist/bin/next"), "build"], {
    cwd: workDir,
    env: { ...process.env, ...BUILD_ENV },
    stdio: "pipe",
  });
  // English is built under /en and moved to the site's root, as `npm run build` does.
  execFileSync(process.execPath, [join(workDir, "scripts/unprefix-default.mjs"), "out"], {
    cwd: workDir,
    stdio: "pipe",
  });
  if (!existsSync(join(workDir, "out/index.html"))) throw new Error("analytics export missing");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--port", String(port), "--dir", join(workDir, "out")],
    { stdio: "ignore" },
  );
  await waitForServer(`${origin}/`);
});

test.afterAll(() => {
  server?.kill();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Answers the tags' script URLs with an empty script and counts the requests. */
async function watchTags(page: Page) {
  const requests = { gtag: 0, plausible: 0 };
  await page.route(GTAG_SCRIPT, (route) => {
    requests.gtag++;
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.route(PLAUSIBLE_SCRIPT, (route) => {
    requests.plausible++;
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  return requests;
}

/** The gtag commands queued so far, as [command, name, parameters]. */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) =>
      [...entry].map((value) => (value instanceof Date ? "<date>" : value)),
    ),
  );
}

const summary = (page: Page) => page.getByRole("region", { name: consentContent.summary.heading });

test.describe("with a GA4 id and a Plausible domain configured", () => {
  test.use({ geoCountry: "FR" });

  test("the tags add nothing to the first-load JavaScript", () => {
    const exportDir = join(workDir, "out");
    const html = readFileSync(join(exportDir, "index.html"), "utf8");
    const bytes = firstLoadScripts(html).reduce(
      (total, src) => total + gzipBytes(join(exportDir, src.split("?")[0] as string)),
      0,
    );
    expect(bytes).toBe(firstLoadJsBytes(htmlFileFor("/")));
  });

  test("nothing loads before Accept All; each tag loads once after", async ({ page }) => {
    const requests = await watchTags(page);
    await gotoHydrated(page, `${origin}/`);
    await expect(summary(page)).toBeVisible();
    expect(requests).toEqual({ gtag: 0, plausible: 0 });
    await expect(page.locator("script#google-analytics, script#plausible-analytics")).toHaveCount(
      0,
    );
    // Consent Mode's all-denied default is queued before any Google tag.
    await expect
      .poll(() => dataLayer(page))
      .toEqual([
        [
          "consent",
          "default",
          expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
        ],
        ["set", "ads_data_redaction", true],
        ["consent", "update", expect.objectContaining({ analytics_storage: "denied" })],
      ]);

    await summary(page).getByRole("button", { name: consentContent.summary.acceptAll }).click();
    await expect.poll(() => requests).toEqual({ gtag: 1, plausible: 1 });
    await expect(page.locator("script#plausible-analytics")).toHaveAttribute(
      "data-domain",
      PLAUSIBLE_DOMAIN,
    );
    const queued = await dataLayer(page);
    expect(queued.slice(3)).toEqual([
      [
        "consent",
        "update",
        expect.objectContaining({
          analytics_storage: "granted",
          ad_storage: "granted",
          ad_user_data: "granted",
          ad_personalization: "granted",
        }),
      ],
      ["js", "<date>"],
      ["config", GA4_ID],
    ]);

    // A later page load with the stored consent loads each tag once more, and only once.
    await reloadHydrated(page);
    await expect.poll(() => requests).toEqual({ gtag: 2, plausible: 2 });
    await expect(page.locator("script#google-analytics, script#plausible-analytics")).toHaveCount(
      2,
    );
  });

  test("Reject All loads nothing and tells Consent Mode", async ({ page }) => {
    const requests = await watchTags(page);
    await gotoHydrated(page, `${origin}/`);
    await summary(page).getByRole("button", { name: consentContent.summary.rejectAll }).click();
    await expect(summary(page)).toHaveCount(0);
    expect((await dataLayer(page)).at(-1)).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
    ]);
    await reloadHydrated(page);
    // The stored refusal has been read once Consent Mode hears it again on this load.
    await expect
      .poll(async () => (await dataLayer(page)).filter(([command]) => command === "consent"))
      .toEqual([
        ["consent", "default", expect.objectContaining({ analytics_storage: "denied" })],
        ["consent", "update", expect.objectContaining({ analytics_storage: "denied" })],
      ]);
    expect(requests).toEqual({ gtag: 0, plausible: 0 });
  });

  test("marketing alone does not load the analytics tags", async ({ page }) => {
    const requests = await watchTags(page);
    await gotoHydrated(page, `${origin}/`);
    await summary(page).getByRole("button", { name: consentContent.summary.openSettings }).click();
    const dialog = page.getByRole("dialog", { name: consentContent.settings.title });
    await dialog
      .getByRole("switch", { name: consentContent.settings.categories.marketing.name })
      .click();
    await dialog.getByRole("button", { name: consentContent.settings.save }).click();
    await expect(dialog).toHaveCount(0);
    expect((await dataLayer(page)).at(-1)).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "granted" }),
    ]);
    expect(requests).toEqual({ gtag: 0, plausible: 0 });
  });

  test("withdrawing analytics stops the running tags and nothing loads after a reload", async ({
    page,
  }) => {
    const requests = await watchTags(page);
    await gotoHydrated(page, `${origin}/`);
    await summary(page).getByRole("button", { name: consentContent.summary.acceptAll }).click();
    await expect.poll(() => requests).toEqual({ gtag: 1, plausible: 1 });

    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: consentContent.summary.openSettings })
      .click();
    const dialog = page.getByRole("dialog", { name: consentContent.settings.title });
    await expect(
      dialog.getByRole("switch", { name: consentContent.settings.categories.analytics.name }),
    ).toBeChecked();
    await dialog
      .getByRole("switch", { name: consentContent.settings.categories.analytics.name })
      .click();
    await dialog.getByRole("button", { name: consentContent.settings.save }).click();
    await expect(dialog).toHaveCount(0);

    // Google's and Plausible's own opt-out switches stop the scripts already running.
    expect(
      await page.evaluate(
        (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
        GA4_ID,
      ),
    ).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem("plausible_ignore"))).toBe("true");
    expect((await dataLayer(page)).at(-1)).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "denied" }),
    ]);

    await reloadHydrated(page);
    // The opt-out flag is analytics storage too; with the script gone it is cleaned up once
    // the consent manager, which loads after hydration, has read the stored choice.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("plausible_ignore")))
      .toBeNull();
    expect(requests).toEqual({ gtag: 1, plausible: 1 });
  });

  test.describe("a visitor who is not asked", () => {
    test.use({ geoCountry: "US" });

    test("gets no analytics until they opt in from the footer", async ({ page }) => {
      const requests = await watchTags(page);
      await gotoHydrated(page, `${origin}/`);
      await expect(summary(page)).toHaveCount(0);
      expect(requests).toEqual({ gtag: 0, plausible: 0 });

      await page
        .getByRole("contentinfo")
        .getByRole("button", { name: consentContent.summary.openSettings })
        .click();
      const dialog = page.getByRole("dialog", { name: consentContent.settings.title });
      await dialog
        .getByRole("switch", { name: consentContent.settings.categories.analytics.name })
        .click();
      await dialog.getByRole("button", { name: consentContent.settings.save }).click();
      await expect.poll(() => requests).toEqual({ gtag: 1, plausible: 1 });
    });
  });
});
