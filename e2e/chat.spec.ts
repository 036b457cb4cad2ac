import AxeBuilder from "@axe-core/playwright";
import {
  chatContent,
  chatIndex,
  consentContent,
  faqContent,
  getHelpArticles,
  required,
  siteConfig,
  startingPrice,
} from "./support/content";
import { MAX_MESSAGE_LENGTH } from "@/lib/chat/chat";
import { CHAT_OPEN_HREF } from "@/lib/chat/chat-events";
import { CHAT_SESSION_KEY, serializeConversation } from "@/lib/chat/chat-session";
import { CHAT_INDEX_FILE } from "@/lib/chat/chat-search";
import { fillTemplate } from "@/lib/text/fill-template";
import { formTarget, MIN_FILL_MS, SPAM_FLAG_FIELD } from "@/lib/leads/lead-delivery";
import { CHAT_REPLY_DELAY_MS } from "@/lib/browser/timings";
import { inlineScripts, sha256Source } from "@/scripts/host-headers.mjs";
import { AXE_TAGS, DESKTOP, VIEWPORTS } from "./support/constants";
import { expect, gotoHydrated, reloadHydrated, test, waitForHydration } from "./support/fixtures";
import {
  buildHasProvider,
  fakeFormEndpoint,
  nextMailto,
  TEST_ENDPOINT_PATH,
} from "./support/form-endpoint";
import { freezeClock } from "./landing-clock";
import { askChat } from "./support/chat";
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

const { handoff } = chatContent;
const log = (page: Page) => dialog(page).getByRole("log");
const lastBot = (page: Page) => dialog(page).getByTestId("bot-message").last();
const sourceLink = (kind: "faq" | "plans" | "help", title: string) =>
  `${chatContent.sourcePrefix}: ${chatContent.sourceKinds[kind]} - ${title}`;

const anySource = new RegExp(`^${chatContent.sourcePrefix}: `);

/** The FAQ entry whose question says `words`, read from content. */
function faqItem(words: RegExp) {
  const item = faqContent.items.find((candidate) => words.test(candidate.question));
  if (!item) throw new Error(`content/faq.yaml has no question matching ${words}`);
  return item;
}

/** Sends `text` (clock frozen) and lets the assistant answer. */
const ask = (page: Page, text: string) => askChat(page, dialog(page), input(page), text);

const visitor = "ann.lee@example.com";

/** Every bidi control: embeddings, overrides, isolates and marks. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * Serves `/` as a build with a form endpoint renders it: the chat's handoff target, passed by
 * the server in the page's RSC payload, points at the test endpoint, and the page's meta policy
 * allows the changed inline script by its hash (as e2e/support/form-endpoint.ts does for forms).
 */
async function serveChatWithEndpoint(page: Page) {
  if (buildHasProvider) return;
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const target = formTarget({
        provider: "json",
        endpoint: new URL(TEST_ENDPOINT_PATH, route.request().url()).href,
        origin: new URL(route.request().url()).origin,
        formName: "chat",
        mailTo: siteConfig.email.support,
      });
      const mailTarget =
        /\\"handoff\\":\{\\"target\\":\{\\"kind\\":\\"mail\\",\\"action\\":\\"[^"\\]*\\"\}/g;
      expect(html.match(mailTarget), "the chat's handoff target in the payload").toHaveLength(1);
      let body = html.replace(
        mailTarget,
        `\\"handoff\\":{\\"target\\":${JSON.stringify(target).replaceAll('"', '\\"')}`,
      );
      const meta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/.exec(body)?.[0];
      if (meta) {
        const before = new Set(inlineScripts(html).map(sha256Source));
        const added = inlineScripts(body)
          .map(sha256Source)
          .filter((hash) => !before.has(hash));
        expect(added, "the rewritten inline script").toHaveLength(1);
        body = body.replace(
          meta,
          meta.replace("script-src 'self'", `script-src 'self' ${added.join(" ")}`),
        );
      }
      await route.fulfill({ status: response.status(), headers: response.headers(), body });
    },
  );
}

/**
 * Opens the chat, asks something it cannot answer, lets the visitor read the answer for
 * `readMs`, and opens "Talk to a human". The clock is installed before the page loads: the
 * hand-off is timed from when the chat opened, which must be on the same clock as the test.
 */
async function askAndHandOff(page: Page, question: string, { readMs = 0 } = {}) {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await openChat(page);
  await freezeClock(page);
  await ask(page, question);
  await expect(lastBot(page)).toContainText(chatContent.noAnswer);
  if (readMs) await page.clock.fastForward(readMs);
  await lastBot(page).getByRole("button", { name: handoff.open }).click();
  const email = dialog(page).getByRole("textbox", { name: handoff.emailLabel });
  await expect(email).toBeFocused();
  return email;
}

/** Asks `question`, hands off with the visitor's address and returns the e-mail it composed. */
async function handOffByMail(page: Page, question: string) {
  const email = await askAndHandOff(page, question);
  await email.fill(visitor);
  const mail = nextMailto(page);
  await dialog(page).getByRole("button", { name: handoff.submit }).click();
  return mail;
}

/** FAQ questions asked in other words, with the words of the FAQ entry each should find. */
const paraphrases: [RegExp, string][] = [
  [/trial ends/i, "What happens after the free trial expires?"],
  [/data secure.*export/i, "How safe is my information, and can I download everything?"],
  [/upgrade or downgrade/i, "Can I move to a bigger plan later on?"],
  [/white-label/i, "Can agencies resell it under their own brand?"],
];

test.describe("chat widget", () => {
  test("loads on first use, opens as the assistant and hands focus back, on one load", async ({
    page,
  }) => {
    const scripts: string[] = [];
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
      if (new URL(request.url()).pathname === `/${CHAT_INDEX_FILE}`)
        indexRequests.push(request.url());
    });
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    const initial = new Set(scripts);

    await test.step("loads its panel code and its index only when first used", async () => {
      await expect(dialog(page)).toHaveCount(0);
      await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
      await launcher(page).hover();
      expect(indexRequests).toEqual([]);
      await openChat(page);
      expect(scripts.filter((url) => !initial.has(url)).length).toBeGreaterThan(0);
      await expect.poll(() => indexRequests.length).toBe(1);
    });

    await test.step("opens titled as the assistant and moves focus in", async () => {
      await expect(dialog(page).getByText(chatContent.status)).toBeVisible();
      await expect(dialog(page).getByRole("log")).toContainText(chatContent.greeting);
      await expect(dialog(page).getByTestId("bot-message")).toHaveCount(1);
      await expect(input(page)).toBeFocused();
      const box = await dialog(page).boundingBox();
      expect(box?.width).toBe(384);
      expect(box?.height).toBe(500);
    });

    await test.step("Escape and the close button close it and return focus; reopened, it loads its index no more", async () => {
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();

      await launcher(page).press("Enter");
      await expect(input(page)).toBeFocused();
      expect(indexRequests).toHaveLength(1);
      await dialog(page).getByRole("button", { name: chatContent.closeLabel }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();
    });

    await test.step("on a wide screen the panel stays open while focus visits the page", async () => {
      await openChat(page);
      await page.getByRole("banner").getByRole("link").first().focus();
      await expect(dialog(page)).toBeVisible();
    });
  });

  // One conversation: each answer is the question's alone (lib/chat/chat.ts keeps no context), so
  // what one step sends leaves the next step's answers as they would be in a fresh chat.
  test("sends what the visitor types, and answers it, in one conversation", async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, "/");
    await openChat(page);
    await freezeClock(page);
    const sent = dialog(page).getByTestId("user-message");
    const answers = dialog(page).getByTestId("bot-message");

    await test.step("Enter sends, the assistant types for 1.5 s, then answers", async () => {
      await input(page).fill("How much does it cost?");
      await input(page).press("Enter");
      await expect(sent).toHaveText(/How much does it cost\?/);
      await expect(input(page)).toHaveValue("");
      const typing = dialog(page).getByTestId("typing-indicator");
      await expect(typing).toBeVisible();
      await page.clock.runFor(CHAT_REPLY_DELAY_MS - 100);
      await expect(typing).toBeVisible();
      await expect(answers).toHaveCount(1);
      await page.clock.runFor(100);
      await expect(typing).toBeHidden();
      // The plans answer it, with their prices from the plan data (the lowest monthly price)
      // and a link to the pricing section.
      const last = lastBot(page);
      await expect(last).toContainText(startingPrice);
      await expect(last.getByRole("link", { name: anySource })).toHaveAttribute(
        "href",
        "/#pricing",
      );
    });

    await test.step("the send button sends; blank messages are not sent", async () => {
      const before = await sent.count();
      const send = dialog(page).getByRole("button", { name: chatContent.sendLabel });
      await expect(send).toBeDisabled();
      await input(page).fill("   ");
      await expect(send).toBeDisabled();
      await input(page).press("Enter");
      await expect(sent).toHaveCount(before);

      await input(page).fill("  Can I book a demo?  ");
      await send.click();
      await expect(sent.last().locator("p")).toHaveText("You: Can I book a demo?");
      await page.clock.runFor(CHAT_REPLY_DELAY_MS);
      // No FAQ entry answers this well; the demo topic does, and offers a person.
      await expect(lastBot(page)).toContainText(reply("demo"));
      await expect(lastBot(page).getByRole("button", { name: handoff.open })).toBeVisible();
    });

    await test.step("a message of only invisible or formatting characters is not sent", async () => {
      const [sentBefore, answersBefore] = [await sent.count(), await answers.count()];
      const send = dialog(page).getByRole("button", { name: chatContent.sendLabel });
      // Zero-width and bidi marks, an invisible separator, fillers, the braille blank, a soft
      // hyphen, a variation selector and an accent with nothing to sit on; then all at once.
      const blanks = ["\u200E", "\u200F", "\u2063", "\u3164", "\u2800", "\u00AD", "\u202E"];
      for (const blank of [
        ...blanks,
        "\uFE0F",
        "\u0301",
        `\u200B\u2066 ${blanks.join("")}\uFEFF`,
      ]) {
        await input(page).fill(blank);
        await expect(send).toBeDisabled();
        await input(page).press("Enter");
      }
      await page.clock.runFor(CHAT_REPLY_DELAY_MS);
      await expect(sent).toHaveCount(sentBefore);
      await expect(answers).toHaveCount(answersBefore);
    });

    await test.step("names in any script, emoji sequences and accents are sent as typed", async () => {
      const typed = [
        "\u05E9\u05DC\u05D5\u05DD, \u05D0\u05E0\u05D9 \u05D3\u05E0\u05D4",
        "\u{1F469}\u200D\u{1F469}\u200D\u{1F467} \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        "Zoe\u0308 Ångström",
      ];
      for (const text of typed) await ask(page, ` \u200B${text}\u200B `);
      const shown = await sent.locator("p").allTextContents();
      expect(shown.slice(-typed.length)).toEqual(
        typed.map((text) => `${handoff.transcriptYou}: ${text}`),
      );
    });

    await test.step("a paste over the limit is kept, said, and not sent until shortened", async () => {
      const before = await sent.count();
      const pasted = `${"word ".repeat(MAX_MESSAGE_LENGTH / 5)}and the rest`;
      await input(page).fill("");
      await input(page).focus();
      await page.keyboard.insertText(pasted);
      await expect(input(page)).toHaveValue(pasted);
      const limit = fillTemplate(chatContent.limit.tooLong, { max: String(MAX_MESSAGE_LENGTH) });
      await expect(dialog(page).getByText(limit)).toBeVisible();
      // Announced: the message is in a live region the input is described by.
      await expect(dialog(page).locator("[aria-live=polite]").getByText(limit)).toHaveCount(1);
      await expect(input(page)).toHaveAccessibleDescription(
        new RegExp(limit.replace(/\./g, "\\.")),
      );
      await expect(input(page)).toHaveAttribute("aria-invalid", "true");
      const send = dialog(page).getByRole("button", { name: chatContent.sendLabel });
      await expect(send).toBeDisabled();
      await input(page).press("Enter");
      await expect(sent).toHaveCount(before);

      await input(page).fill(pasted.slice(0, MAX_MESSAGE_LENGTH));
      await expect(dialog(page).getByText(limit)).toHaveCount(0);
      await expect(send).toBeEnabled();
    });

    await test.step("an unbroken 500-character URL wraps inside its bubble", async () => {
      const url = `https://example.com/${"a".repeat(MAX_MESSAGE_LENGTH - 20)}`;
      expect(url).toHaveLength(MAX_MESSAGE_LENGTH);
      await ask(page, url);
      const bubble = sent.last().locator("p");
      await expect(bubble).toContainText(url);
      const [scrollWidth, clientWidth] = await log(page).evaluate((element) => [
        element.scrollWidth,
        element.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      const logBox = await log(page).boundingBox();
      const bubbleBox = await bubble.boundingBox();
      expect((bubbleBox?.x ?? 0) + (bubbleBox?.width ?? 0)).toBeLessThanOrEqual(
        (logBox?.x ?? 0) + (logBox?.width ?? 0),
      );
    });

    await test.step("answers from a help article, with a link to its page", async () => {
      const article = getHelpArticles().find((entry) => /cancel/i.test(entry.frontmatter.title));
      if (!article) throw new Error("content/help has no article about cancelling");
      await ask(page, "How do I cancel?");
      const answer = required(
        chatIndex().entries.find((entry) => entry.url === `/help-center/${article.slug}`),
        "chat index entry for the cancelling article",
      );
      // The article's opening paragraph, not its summary.
      await expect(lastBot(page)).toContainText(answer.text);
      await expect(lastBot(page)).not.toContainText(article.frontmatter.description);
      await expect(
        lastBot(page).getByRole("link", { name: sourceLink("help", article.frontmatter.title) }),
      ).toHaveAttribute("href", `/help-center/${article.slug}`);
    });

    await test.step("says when it has no answer and offers a person", async () => {
      await ask(page, "purple elephants dancing on the moon");
      await expect(lastBot(page)).toContainText(chatContent.noAnswer);
      await expect(lastBot(page).getByRole("link")).toHaveCount(0);
      await expect(lastBot(page).getByRole("button", { name: handoff.open })).toBeVisible();
    });

    await test.step("answers a greeting and thanks with small talk, not as a failure", async () => {
      await ask(page, "hi");
      await expect(lastBot(page)).toContainText(reply("greeting"));
      await expect(lastBot(page)).not.toContainText(chatContent.noAnswer);
      await expect(lastBot(page).getByRole("button", { name: handoff.open })).toHaveCount(0);
      await ask(page, "Thanks! 🙏");
      await expect(lastBot(page)).toContainText(reply("thanks"));
      await expect(lastBot(page).getByRole("button", { name: handoff.open })).toHaveCount(0);
      // A greeting before a question is no small talk: the question is answered.
      await ask(page, "Hi, how much does it cost?");
      await expect(lastBot(page)).toContainText(startingPrice);
    });

    // Last: its link leaves for the FAQ.
    await test.step("answers the FAQ asked in other words, with a link to the FAQ", async () => {
      for (const [words, question] of paraphrases) {
        const item = faqItem(words);
        await ask(page, question);
        await expect(lastBot(page).locator("p")).toHaveText(
          `${chatContent.assistantName}: ${item.answer}`,
        );
        const link = lastBot(page).getByRole("link", { name: sourceLink("faq", item.question) });
        await expect(link).toHaveAttribute("href", "/#faq");
      }
      // The link goes to the FAQ on the page.
      await lastBot(page).getByRole("link", { name: anySource }).click();
      await expect(page).toHaveURL(/\/#faq$/);
    });
  });

  test("on a phone, focus moving on to the page closes the panel that would cover it", async ({
    page,
  }) => {
    // Instant scrolling, so the focused element is measured where the scroll ends.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    await openChat(page);
    // React replays a focus heard before part of the page hydrated as an untrusted copy of the
    // event: focus has not moved, and the panel stays.
    await page
      .getByRole("main")
      .getByRole("link")
      .first()
      .evaluate((link) => link.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    await expect(dialog(page)).toBeVisible();
    // Tab through the panel and the button, on to the page.
    for (let step = 0; step < 12 && (await dialog(page).isVisible()); step += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    // Focus stayed where Tab took it, on the page, not under a panel.
    expect(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return false;
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !!hit && (hit === element || element.contains(hit));
      }),
    ).toBe(true);
  });

  // A 1280x720 window zoomed to 400 % lays out at 320x180 CSS pixels; a phone held sideways.
  for (const viewport of [
    { width: 320, height: 180 },
    { width: 740, height: 360 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the panel takes the window and leaves the conversation room`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      await openChat(page);
      expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
      const logHeight = (await log(page).boundingBox())?.height ?? 0;
      expect(logHeight).toBeGreaterThanOrEqual(96);
      await expect(log(page)).toContainText(chatContent.greeting);
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toBeInViewport();
      await expect(
        dialog(page).getByRole("button", { name: chatContent.closeLabel }),
      ).toBeInViewport();
    });
  }

  test.describe("while the cookie banner asks", () => {
    test.use({ geoCountry: "BE" });

    test("on a small phone the panel takes the screen, above the banner", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await gotoHydrated(page, "/");
      await expect(
        page.getByRole("region", { name: consentContent.summary.heading }),
      ).toBeVisible();
      await openChat(page);
      expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 667 });
      expect((await log(page).boundingBox())?.height ?? 0).toBeGreaterThan(400);
      await expect(input(page)).toBeInViewport();
      // Closing it shows the banner again, still asking.
      await dialog(page).getByRole("button", { name: chatContent.closeLabel }).click();
      await expect(
        page.getByRole("region", { name: consentContent.summary.heading }),
      ).toBeVisible();
    });
  });

  test("talk to a human: the e-mail address is checked inline and kept", async ({ page }) => {
    const email = await askAndHandOff(page, "Can you fix my carburetor?");
    const send = dialog(page).getByRole("button", { name: handoff.submit });
    await send.click();
    await expect(email).toHaveAccessibleDescription(handoff.emailMissing);
    await expect(dialog(page).getByRole("alert")).toHaveText(handoff.emailMissing);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill("ann.lee@example");
    await send.click();
    await expect(email).toHaveAccessibleDescription(handoff.emailInvalid);
    await expect(dialog(page).getByRole("alert")).toHaveText(handoff.emailInvalid);
    await expect(email).toHaveValue("ann.lee@example");
    await expect(email).toBeFocused();
    // Cancelling and coming back keeps what was typed.
    await dialog(page).getByRole("button", { name: handoff.cancel }).click();
    await expect(input(page)).toBeFocused();
    await dialog(page).getByRole("button", { name: handoff.open }).last().click();
    await expect(email).toHaveValue("ann.lee@example");
  });

  test("talk to a human sends the question and the conversation to the endpoint", async ({
    page,
  }) => {
    await serveChatWithEndpoint(page);
    const received = await fakeFormEndpoint(page, { status: 200 });
    const question = "Can you fix my carburetor?";
    const email = await askAndHandOff(page, question);
    await email.fill(visitor);
    await page.clock.fastForward(MIN_FILL_MS);
    await dialog(page).getByRole("button", { name: handoff.submit }).click();
    await expect(lastBot(page)).toContainText(fillTemplate(handoff.sent, { email: visitor }));
    await expect(email).toHaveCount(0);
    expect(received).toHaveLength(1);
    const lead = received[0] ?? {};
    expect(lead).toMatchObject({
      form: "chat",
      source: "chat",
      email: visitor,
      question,
      page: `${siteConfig.origin}/`,
    });
    expect(lead).not.toHaveProperty(SPAM_FLAG_FIELD);
    expect(lead.conversation).toBe(
      [
        `${handoff.transcriptAssistant}: ${chatContent.greeting}`,
        `${handoff.transcriptYou}: ${question}`,
        `${handoff.transcriptAssistant}: ${chatContent.noAnswer}`,
      ].join("\n\n"),
    );
  });

  test("talk to a human is timed from the conversation: an address sent in 1 s is no spam", async ({
    page,
  }) => {
    await serveChatWithEndpoint(page);
    const received = await fakeFormEndpoint(page, { status: 200 });
    // The conversation started more than MIN_FILL_MS ago; the address is autofilled and sent
    // 1 s after the hand-off's form appears.
    const email = await askAndHandOff(page, "Can you fix my carburetor?", { readMs: MIN_FILL_MS });
    await email.fill(visitor);
    await page.clock.fastForward(1000);
    await email.press("Enter");
    await expect(lastBot(page)).toContainText(fillTemplate(handoff.sent, { email: visitor }));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ email: visitor });
    expect(received[0]).not.toHaveProperty(SPAM_FLAG_FIELD);
  });

  test("talk to a human sent as soon as the chat opens is flagged, and still sent", async ({
    page,
  }) => {
    await serveChatWithEndpoint(page);
    const received = await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/");
    await openChat(page);
    await dialog(page).getByRole("button", { name: handoff.open }).click();
    const email = dialog(page).getByRole("textbox", { name: handoff.emailLabel });
    await email.fill(visitor);
    await email.press("Enter");
    await expect(lastBot(page)).toContainText(fillTemplate(handoff.sent, { email: visitor }));
    expect(received).toEqual([
      expect.objectContaining({ email: visitor, [SPAM_FLAG_FIELD]: "too-fast" }),
    ]);
  });

  test("talk to a human keeps everything when the endpoint fails, and offers the e-mail", async ({
    page,
  }) => {
    await serveChatWithEndpoint(page);
    const received = await fakeFormEndpoint(page, { status: 500 });
    const question = "Can you fix my carburetor?";
    const email = await askAndHandOff(page, question);
    await email.fill(visitor);
    await page.clock.fastForward(MIN_FILL_MS);
    await dialog(page).getByRole("button", { name: handoff.submit }).click();
    await expect.poll(() => received.length).toBe(1);
    const failed = fillTemplate(handoff.failed, { to: siteConfig.email.support });
    await expect(dialog(page).getByRole("status").filter({ hasText: failed })).toBeVisible();
    await expect(
      dialog(page).getByText(fillTemplate(handoff.sent, { email: visitor })),
    ).toHaveCount(0);
    await expect(email).toHaveValue(visitor);
    await expect(log(page)).toContainText(question);
    const fallback = dialog(page).getByRole("link", { name: handoff.fallbackLink });
    const href = new URL((await fallback.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe(siteConfig.email.support);
    expect(href.searchParams.get("body")).toContain(question);
  });

  test("talk to a human opens a prefilled e-mail when no endpoint is configured", async ({
    page,
  }) => {
    test.skip(buildHasProvider, "this build posts to its configured provider");
    const question = "Can you fix my carburetor?";
    const url = await handOffByMail(page, question);
    expect(url.pathname).toBe(siteConfig.email.support);
    expect(url.searchParams.get("subject")).toContain(question);
    const body = url.searchParams.get("body") ?? "";
    expect(body).toContain(`${handoff.fields.email}: ${visitor}`);
    expect(body).toContain(`${handoff.fields.question}: ${question}`);
    expect(body).toContain(`${handoff.transcriptYou}: ${question}`);
    expect(body).toContain(`${handoff.transcriptAssistant}: ${chatContent.noAnswer}`);
    const opened = fillTemplate(handoff.mailOpened, { to: siteConfig.email.support });
    await expect(lastBot(page)).toContainText(opened);
    // The same e-mail again, for a visitor whose mail app did not open.
    const again = lastBot(page).getByRole("link", { name: handoff.mailLink });
    const href = new URL((await again.getAttribute("href")) ?? "");
    expect(href.pathname).toBe(url.pathname);
    expect(href.searchParams.get("body")).toBe(body);
  });

  test("talk to a human: no bidi control reaches the e-mail's subject or body", async ({
    page,
  }) => {
    test.skip(buildHasProvider, "this build posts to its configured provider");
    const url = await handOffByMail(page, "Can you fix my \u202Erotaterubrac\u202C?");
    const subject = url.searchParams.get("subject") ?? "";
    expect(subject).toContain("Can you fix my rotaterubrac?");
    expect(subject).not.toMatch(BIDI_CONTROL);
    expect(url.searchParams.get("body")).not.toMatch(BIDI_CONTROL);
  });

  test("talk to a human opens the e-mail when the subject's cut falls in an emoji", async ({
    page,
  }) => {
    test.skip(buildHasProvider, "this build posts to its configured provider");
    const start = "a".repeat(58);
    const url = await handOffByMail(page, `${start}\u{1F600} and the rest of it`);
    expect(url.searchParams.get("subject")).toContain(`${start}\u{1F600}…`);
  });

  test("talk to a human: no bidi control reaches the lead", async ({ page }) => {
    await serveChatWithEndpoint(page);
    const received = await fakeFormEndpoint(page, { status: 200 });
    const email = await askAndHandOff(page, "Can you fix my \u2067rotaterubrac\u2069?");
    await email.fill(visitor);
    await page.clock.fastForward(MIN_FILL_MS);
    await dialog(page).getByRole("button", { name: handoff.submit }).click();
    await expect(lastBot(page)).toContainText(fillTemplate(handoff.sent, { email: visitor }));
    expect(received[0]).toMatchObject({ question: "Can you fix my rotaterubrac?" });
    expect(JSON.stringify(received)).not.toMatch(BIDI_CONTROL);
  });

  test("opens itself from /?chat=open, once: a reload does not reopen it", async ({ page }) => {
    await gotoHydrated(page, CHAT_OPEN_HREF);
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await page.keyboard.press("Escape");
    await reloadHydrated(page);
    await expect(launcher(page)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  for (const viewport of VIEWPORTS) {
    test(`the open chat has no axe violations at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      await openChat(page);
      await freezeClock(page);
      const [words, question] = paraphrases[0] ?? [/./, ""];
      await ask(page, question);
      await expect(
        lastBot(page).getByRole("link", { name: sourceLink("faq", faqItem(words).question) }),
      ).toBeVisible();
      await ask(page, "purple elephants dancing on the moon");
      const box = await dialog(page).boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);
      await page.clock.resume(); // axe waits on timers of its own
      const axe = () =>
        new AxeBuilder({ page }).include("#chat-panel").withTags(AXE_TAGS).analyze();
      expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);

      // The handoff form, with its inline message showing.
      await lastBot(page).getByRole("button", { name: handoff.open }).click();
      await dialog(page).getByRole("button", { name: handoff.submit }).click();
      await expect(dialog(page).getByText(handoff.emailMissing)).toBeVisible();
      expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

test.describe("the conversation across a visit", () => {
  const article = required(
    getHelpArticles().find((entry) => /cancel/i.test(entry.frontmatter.title)),
    "help article about cancelling",
  );
  const messages = (page: Page) => log(page).locator("[data-testid$='-message'] > div > p");
  const emailBox = (page: Page) => dialog(page).getByRole("textbox", { name: handoff.emailLabel });
  const stored = (page: Page) =>
    page.evaluate((key) => sessionStorage.getItem(key), CHAT_SESSION_KEY);

  /** Sends `text` on the real clock and waits for the answer. */
  async function say(page: Page, text: string) {
    const count = await dialog(page).getByTestId("bot-message").count();
    await input(page).fill(text);
    await input(page).press("Enter");
    await expect(dialog(page).getByTestId("bot-message")).toHaveCount(count + 1);
  }

  test("following an answer's link and coming back shows the same messages and the typed address", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    await openChat(page);
    await say(page, "How do I cancel?");
    await dialog(page).getByRole("button", { name: handoff.open }).click();
    await emailBox(page).fill("ann.lee@exa");
    const said = await messages(page).allTextContents();
    expect(said).toHaveLength(3);

    await lastBot(page)
      .getByRole("link", { name: sourceLink("help", article.frontmatter.title) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === `/help-center/${article.slug}`);
    await page.goBack();
    await waitForHydration(page);
    // Back where the chat was open, it is open again, as the visitor left it.
    await expect(dialog(page)).toBeVisible();
    await expect(messages(page)).toHaveText(said);
    await expect(emailBox(page)).toHaveValue("ann.lee@exa");

    // The visitor goes on to other pages and opens the landing page again: the chat waits
    // closed, with the same conversation.
    await gotoHydrated(page, "/about");
    await gotoHydrated(page, "/");
    await expect(dialog(page)).toHaveCount(0);
    await openChat(page);
    await expect(messages(page)).toHaveText(said);
    await expect(emailBox(page)).toHaveValue("ann.lee@exa");
  });

  test("nothing is stored before the visitor sends a message", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openChat(page);
    await dialog(page).getByRole("button", { name: handoff.open }).click();
    await emailBox(page).fill(visitor);
    await dialog(page).getByRole("button", { name: handoff.cancel }).click();
    expect(await stored(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await say(page, "hi");
    await expect.poll(() => stored(page)).toContain(reply("greeting"));
  });

  const valid = required(
    serializeConversation({
      open: true,
      handoff: { open: false, email: "" },
      messages: [
        { text: "Hello from a hand-edited greeting", isBot: true, timestamp: Date.UTC(2026, 0, 1) },
        { text: "a question", isBot: false, timestamp: Date.UTC(2026, 0, 1) },
        {
          text: "an answer",
          isBot: true,
          timestamp: Date.UTC(2026, 0, 1),
          source: { kind: "help", title: "Source", url: "/help-center" },
        },
      ],
    }) ?? undefined,
    "a stored conversation",
  );
  const tampered: [string, string][] = [
    ["not JSON", '{"version":1,'],
    ["a link to script", valid.replace('"/help-center"', '"javascript:alert(1)"')],
    ["an empty bubble", valid.replace('"a question"', '"\\u200B"')],
    ["a date out of range", valid.replace(/"timestamp":\d+/, '"timestamp":1e300')],
  ];
  for (const [name, value] of tampered) {
    test(`a stored conversation with ${name} is discarded, never thrown on`, async ({
      page,
      consoleErrors,
    }) => {
      await page.addInitScript(
        ([key, raw]) => {
          if (!sessionStorage.getItem("e2e-seeded")) {
            sessionStorage.setItem(key, raw);
            sessionStorage.setItem("e2e-seeded", "1");
          }
        },
        [CHAT_SESSION_KEY, value] as const,
      );
      await gotoHydrated(page, "/");
      await openChat(page);
      await expect(messages(page)).toHaveText([
        `${chatContent.assistantName}: ${chatContent.greeting}`,
      ]);
      await say(page, "hi");
      await expect.poll(() => stored(page)).toContain(reply("greeting"));
      expect(consoleErrors).toEqual([]);
    });
  }

  test("without session storage the chat works as before", async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "sessionStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await gotoHydrated(page, "/");
    await openChat(page);
    await say(page, "hi");
    await expect(lastBot(page)).toContainText(reply("greeting"));
    expect(consoleErrors).toEqual([]);
  });
});
