import type { Locator, Page } from "@playwright/test";
import { CHAT_REPLY_DELAY_MS } from "@/lib/browser/timings";
import { expect } from "./fixtures";

/** Sends `text` in the chat's `panel` through its `input` (clock frozen) and lets it answer. */
export async function askChat(page: Page, panel: Locator, input: Locator, text: string) {
  const count = await panel.getByTestId("bot-message").count();
  await input.fill(text);
  await input.press("Enter");
  await page.clock.runFor(CHAT_REPLY_DELAY_MS);
  await expect(panel.getByTestId("bot-message")).toHaveCount(count + 1);
}
