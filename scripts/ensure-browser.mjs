#!/usr/bin/env node
// Makes sure the e2e tests have a Chromium: the system one if present, otherwise Playwright's,
// downloaded once with `playwright install chromium` (on machines that can reach its CDN).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { systemChromium } from "./browser.mjs";

const system = systemChromium();
if (system) {
  console.log(`e2e browser: ${system}`);
} else if (existsSync(chromium.executablePath())) {
  console.log(`e2e browser: Playwright's Chromium (${chromium.executablePath()})`);
} else {
  console.log("No Chromium found; installing Playwright's Chromium...");
  execFileSync("npx", ["playwright", "install", "chromium"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
}
