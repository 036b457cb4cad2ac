import type { Page } from "@playwright/test";
import {
  chatContentIn,
  chatIndex,
  faqContentIn,
  getHelpArticles,
  required,
} from "./support/content";
import { CHAT_INDEX_FILE } from "@/lib/chat/chat-search";
import { CHAT_REPLY_DELAY_MS } from "@/lib/browser/timings";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { freezeClock } from "./landing-clock";
import { askChat } from "./support/chat";

/** The chat on a French page: its words, its answers and its index, all French. */
const locale = "fr";
const chat = chatContentIn(locale);

const dialog = (page: Page) => page.getByRole("dialog", { name: chat.assistantName });
const input = (page: Page) => dialog(page).getByRole("textbox", { name: chat.inputLabel });
const lastBot = (page: Page) => dialog(page).getByTestId("bot-message").last();

const ask = (page: Page, text: string) => askChat(page, dialog(page), input(page), text);

test("a French page's chat speaks French and answers from the French content", async ({ page }) => {
  test.setTimeout(90_000);
  const indexes: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(`/${CHAT_INDEX_FILE}`)) indexes.push(path);
  });
  await gotoHydrated(page, `/${locale}`);
  await page.getByRole("button", { name: chat.launcherLabel }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(lastBot(page)).toContainText(chat.greeting);
  await expect(input(page)).toHaveAttribute("placeholder", chat.placeholder);
  await freezeClock(page);

  await test.step("a French FAQ question gets the French answer, linked to the French FAQ", async () => {
    const item = required(faqContentIn(locale).items[0], "first French FAQ item");
    await ask(page, item.question);
    await expect(lastBot(page)).toContainText(item.answer);
    const source = lastBot(page).getByRole("link", {
      name: `${chat.sourcePrefix}: ${chat.sourceKinds.faq} - ${item.question}`,
    });
    await expect(source).toHaveAttribute("href", `/${locale}#faq`);
    expect(indexes).toEqual([`/${locale}/${CHAT_INDEX_FILE}`]);
    // Times as French writes them: "15:05", never "3:05 PM".
    const time = lastBot(page).locator("time");
    const at = Date.parse((await time.getAttribute("datetime")) ?? "");
    await expect(time).toHaveText(
      new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(at),
    );
  });

  await test.step("a topic keyword of the French content gets the French reply", async () => {
    const demo = required(
      chat.replies.find((reply) => reply.topic === "demo"),
      "French demo reply",
    );
    await ask(page, `${required(demo.keywords[0], "a French demo keyword")} ?`);
    await expect(lastBot(page)).toContainText(demo.text);
  });

  await test.step("prices as French writes them", async () => {
    const pricing = required(
      chat.replies.find((reply) => reply.topic === "pricing"),
      "French pricing reply",
    );
    await ask(page, `${required(pricing.keywords[0], "a French pricing keyword")} ?`);
    const plans = required(
      chatIndex(locale).entries.find((entry) => entry.id === "plans"),
      "the French index's plans entry",
    );
    await expect(lastBot(page)).toContainText(plans.text);
  });

  await test.step("an article only in English answers, saying it exists only in English", async () => {
    const translated = new Set(getHelpArticles(locale).map((article) => article.slug));
    const article = required(
      getHelpArticles().find((candidate) => !translated.has(candidate.slug)),
      "a help article not translated into French",
    );
    await ask(page, article.frontmatter.title);
    await expect(lastBot(page)).toContainText(chat.onlyInEnglish);
    await expect(lastBot(page).locator("bdi")).toHaveAttribute("lang", "en");
    await expect(
      lastBot(page).getByRole("link", { name: new RegExp(`^${chat.sourcePrefix}: `) }),
    ).toHaveAttribute("href", `/help-center/${article.slug}`);
  });
});

test("the English chat never says an answer exists only in English", async ({ page }) => {
  await gotoHydrated(page, "/");
  const english = chatContentIn("en");
  await page.getByRole("button", { name: english.launcherLabel }).click();
  const panel = page.getByRole("dialog", { name: english.assistantName });
  await expect(panel).toBeVisible();
  await freezeClock(page);
  const article = required(getHelpArticles()[0], "a help article");
  await panel.getByRole("textbox", { name: english.inputLabel }).fill(article.frontmatter.title);
  await panel.getByRole("textbox", { name: english.inputLabel }).press("Enter");
  await page.clock.runFor(CHAT_REPLY_DELAY_MS);
  await expect(panel.getByTestId("bot-message")).toHaveCount(2);
  await expect(panel).not.toContainText(english.onlyInEnglish);
});
