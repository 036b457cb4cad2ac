import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, systemChromium } from "./scripts/browser.mjs";

/**
 * The content editor's round trip (npm run test:editor): `next dev` on a temporary copy of the
 * repository, driven in Chromium. Slow (a cold `next dev` compiles the editor and the pages),
 * so it runs apart from the export's specs.
 */
export default defineConfig({
  testDir: "e2e-editor",
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    trace: "retain-on-failure",
    // A click on a control that is not there fails in a minute, not at the test's timeout.
    actionTimeout: 60_000,
    launchOptions: { executablePath: systemChromium(), args: chromiumArgs },
    navigationTimeout: 180_000,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
