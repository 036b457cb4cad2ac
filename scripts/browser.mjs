// Which Chromium the tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
// Playwright's own build (undefined lets Playwright pick it).
import { existsSync } from "node:fs";

export function systemChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path) => path && existsSync(path));
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
