import { register } from "node:module";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, systemChromium } from "./scripts/browser.mjs";

// Specs read the site's content modules, which import YAML and Markdown files.
register("./e2e/support/content-hooks.mjs", import.meta.url);

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = systemChromium();

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "on-first-retry",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --headers`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
});
