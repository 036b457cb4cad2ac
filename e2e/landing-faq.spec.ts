import { chatContent, faqContent, required, siteConfig, startingPrice } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

// One load: what the FAQ holds first, then opening its answers and its contact box's chat.
test("the FAQ holds every answer, opens one at a time and offers e-mail and the chat", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const faq = page.locator("#faq");

  await test.step("has every answer in the page, with prices from the plan data", async () => {
    const text = await faq.textContent();
    for (const item of faqContent.items) {
      expect(text).toContain(item.question);
      expect(text).toContain(item.answer);
    }
    expect(text).toContain(startingPrice);
  });

  await test.step("opens one answer at a time, the first at start; clicking it again closes it", async () => {
    const items = faq.locator("details");
    await expect(items).toHaveCount(faqContent.items.length);
    const answer = (index: number) =>
      faq.getByText(required(faqContent.items[index], `FAQ item ${index + 1}`).answer);
    await expect(answer(0)).toBeVisible();
    await expect(answer(1)).toBeHidden();

    await faq.getByText(required(faqContent.items[1], "second FAQ item").question).click();
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await expect(faq.locator("details[open]")).toHaveCount(1);

    await faq.getByText(required(faqContent.items[1], "second FAQ item").question).click();
    await expect(faq.locator("details[open]")).toHaveCount(0);

    await faq.locator("summary").nth(4).focus();
    await page.keyboard.press("Enter");
    await expect(answer(4)).toBeVisible();
  });

  await test.step("'Still Have Questions?' offers email and the live chat", async () => {
    await expect(faq.getByRole("heading", { name: faqContent.contact.heading })).toBeVisible();
    await expect(faq.getByRole("link", { name: faqContent.contact.emailLabel })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email.support}`,
    );
    // Each badge with what makes it true beside it, in one item.
    for (const badge of faqContent.contact.badges) {
      await expect(
        faq.getByRole("listitem").filter({ hasText: badge.label }).filter({ hasText: badge.note }),
      ).toBeVisible();
    }
    const chatButton = faq.getByRole("button", { name: faqContent.contact.chatLabel });
    await chatButton.click();
    const dialog = page.getByRole("dialog", { name: chatContent.assistantName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(chatButton).toBeFocused();
  });
});
