import AxeBuilder from "@axe-core/playwright";
import { chatContent, startingPrice } from "./support/content";
import { CHAT_OPEN_HREF } from "@/lib/chat-events";
import { CHAT_REPLY_DELAY_MS } from "@/lib/timings";
import { AXE_TAGS, DESKTOP, VIEWPORTS } from "./support/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { freezeClock } from "./landing-clock";
import type { Page } from "@playwright/test";

const launcher = (page: Page) => page.getByRole("button", { name: chatContent.launcherLabel });
const dialog = (page: Page) => page.getByRole("dialog", { name: chatContent.assistantName });
const input = (page: Page) => dialog(page).getByRole("textbox", { name: chatContent.inputLabel });
const reply = (topic: string) =>
  chatContent.replies.find((entry) => entry.topic === topic)?.text ?? "";

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe("chat widget", () => {
  test("loads its panel code only when first used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/");
    const initial = new Set(scripts);
    await expect(dialog(page)).toHaveCount(0);
    await openChat(page);
    expect(scripts.filter((url) => !initial.has(url)).length).toBeGreaterThan(0);
  });

  test("opens titled as the assistant, moves focus in, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    await openChat(page);
    await expect(dialog(page).getByText(chatContent.status)).toBeVisible();
    await expect(dialog(page).getByRole("log")).toContainText(chatContent.greeting);
    await expect(dialog(page).getByTestId("bot-message")).toHaveCount(1);
    await expect(input(page)).toBeFocused();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(384);
    expect(box?.height).toBe(500);

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await launcher(page).press("Enter");
    await expect(input(page)).toBeFocused();
    await dialog(page).getByRole("button", { name: chatContent.closeLabel }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("Enter sends, the assistant types for 1.5 s, then answers", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    await freezeClock(page);
    await input(page).fill("How much does it cost?");
    await input(page).press("Enter");
    await expect(dialog(page).getByTestId("user-message")).toHaveText(/How much does it cost\?/);
    await expect(input(page)).toHaveValue("");
    const typing = dialog(page).getByTestId("typing-indicator");
    await expect(typing).toBeVisible();
    await page.clock.runFor(CHAT_REPLY_DELAY_MS - 100);
    await expect(typing).toBeVisible();
    await expect(dialog(page).getByTestId("bot-message")).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(typing).toBeHidden();
    const last = dialog(page).getByTestId("bot-message").last();
    await expect(last).toContainText(reply("pricing"));
    // Its price comes from the plan data (DECISIONS: the lowest monthly price).
    await expect(last).toContainText(startingPrice);
  });

  test("the send button sends; blank messages are not sent", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    await freezeClock(page);
    const send = dialog(page).getByRole("button", { name: chatContent.sendLabel });
    await expect(send).toBeDisabled();
    await input(page).fill("   ");
    await expect(send).toBeDisabled();
    await input(page).press("Enter");
    await expect(dialog(page).getByTestId("user-message")).toHaveCount(0);

    await input(page).fill("  Tell me about the trial  ");
    await send.click();
    await expect(dialog(page).getByTestId("user-message").locator("p")).toHaveText(
      "You: Tell me about the trial",
    );
    await page.clock.runFor(CHAT_REPLY_DELAY_MS);
    await expect(dialog(page).getByTestId("bot-message").last()).toContainText(reply("trial"));
  });

  test("answers anything else with one of the six replies, chosen at random", async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.99;
    });
    await gotoHydrated(page, "/");
    await openChat(page);
    await freezeClock(page);
    await input(page).fill("Hello there");
    await input(page).press("Enter");
    await page.clock.runFor(CHAT_REPLY_DELAY_MS);
    await expect(dialog(page).getByTestId("bot-message").last()).toContainText(
      chatContent.replies.at(-1)?.text ?? "",
    );
  });

  test("opens itself from /?chat=open", async ({ page }) => {
    await gotoHydrated(page, CHAT_OPEN_HREF);
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
  });

  for (const viewport of VIEWPORTS) {
    test(`the open chat has no axe violations at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      await openChat(page);
      await freezeClock(page);
      await input(page).fill("demo please");
      await input(page).press("Enter");
      await page.clock.runFor(CHAT_REPLY_DELAY_MS);
      const box = await dialog(page).boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);
      await page.clock.resume(); // axe waits on timers of its own
      const results = await new AxeBuilder({ page })
        .include("#chat-panel")
        .withTags(AXE_TAGS)
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
