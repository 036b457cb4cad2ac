import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { fillTemplate } from "@/lib/text/fill-template";
import { CONTACT_LIMITS } from "@/lib/leads/contact-limits";
import { FIRST_TOUCH_KEY } from "@/lib/leads/first-touch";
import { HONEYPOT_FIELD, SPAM_FLAG_FIELD, THANK_YOU_PATH } from "@/lib/leads/lead-delivery";
import {
  buildHasProvider,
  controlFillTime,
  fakeFormEndpoint,
  nextMailto,
  serveWithFormEndpoint,
} from "./support/form-endpoint";
import { AXE_TAGS, REFLOW } from "./support/constants";
import {
  blogContent,
  consentContent,
  contactSupportContent,
  formsContent,
  siteConfig,
  thankYouContent,
} from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
const { form } = contactSupportContent;
const { newsletter } = blogContent;

const contact = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann.lee@example.com",
  message: "Please call me back about moving our three funnels over.",
};
const subscriber = "sam.subscriber@example.com";

function contactForm(page: Page) {
  return page.locator("form").filter({ has: page.getByRole("button", { name: form.submit }) });
}

async function fillContact(page: Page) {
  const scope = contactForm(page);
  await scope.getByRole("textbox", { name: form.labels.firstName }).fill(contact.firstName);
  await scope.getByRole("textbox", { name: form.labels.lastName }).fill(contact.lastName);
  await scope.getByRole("textbox", { name: form.labels.email }).fill(contact.email);
  await scope.getByRole("textbox", { name: form.labels.message }).fill(contact.message);
}

const newsletterBox = (page: Page) =>
  page.locator("#newsletter").getByRole("textbox", { name: newsletter.emailLabel });
const subscribeButton = (page: Page) =>
  page.locator("#newsletter").getByRole("button", { name: newsletter.button });

/** Every http(s) URL the page requested or showed, to check that nothing typed is in one. */
/** The tab's icons, which the browser fetches whenever it likes (once it flaked a test). */
const PAGE_ICON = /\/(icon\.svg|favicon\.ico|apple-touch-icon\.png)$/;

function watchUrls(page: Page) {
  const urls: string[] = [];
  const record = (request: Request) => {
    const url = request.url();
    if (!url.startsWith("mailto:") && !PAGE_ICON.test(new URL(url).pathname)) urls.push(url);
  };
  page.on("request", record);
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoTypedValueIn(urls: string[], values: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url).toLowerCase();
    for (const value of values) {
      expect(decoded, `a URL the browser used: ${url}`).not.toContain(value.toLowerCase());
    }
  }
}

test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form's HTML posts; the browser checks required fields itself", async ({
    page,
  }) => {
    await page.goto("/contact-support");
    const scope = contactForm(page);
    await expect(scope).toHaveAttribute("method", "post");
    const urls = watchUrls(page);
    await scope.getByRole("button", { name: form.submit }).click();
    // The browser's own validation stops the empty form: nothing is sent, nothing navigates.
    expect(
      await scope
        .getByRole("textbox", { name: form.labels.firstName })
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await expect(page).toHaveURL(/\/contact-support$/);
    expect(urls).toEqual([]);
  });

  test("the browser itself refuses a name of invisible characters, saying it is missing", async ({
    page,
  }) => {
    await page.goto("/contact-support");
    await fillContact(page);
    const firstName = contactForm(page).getByRole("textbox", { name: form.labels.firstName });
    await firstName.fill("\u200B\u2063");
    await expect(firstName).toHaveAttribute("title", form.messages.firstNameRequired);
    const urls = watchUrls(page);
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    expect(
      await firstName.evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
    ).toBe(true);
    await expect(page).toHaveURL(/\/contact-support$/);
    expect(urls).toEqual([]);
    // A real name in any script passes.
    await firstName.fill("\u0645\u062D\u0645\u062F");
    expect(await firstName.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  });

  test("without a provider, the contact form opens an e-mail and never a GET", async ({ page }) => {
    test.skip(buildHasProvider, "this build posts to its configured provider");
    await page.goto("/contact-support");
    await expect(contactForm(page)).toHaveAttribute("action", `mailto:${siteConfig.email.support}`);
    await expect(contactForm(page)).toHaveAttribute("enctype", "text/plain");
    await fillContact(page);
    const urls = watchUrls(page);
    const mail = page.waitForEvent("request", (request) => request.url().startsWith("mailto:"));
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    const url = new URL((await mail).url());
    expect(url.pathname).toBe(siteConfig.email.support);
    // The e-mail carries the message, as text/plain lines.
    expect(url.searchParams.get("body")).toContain(`message=${contact.message}`);
    await expect(page).toHaveURL(/\/contact-support$/);
    expectNoTypedValueIn(urls, Object.values(contact));
  });

  test("with an endpoint, the contact form POSTs and comes back to the thank-you page", async ({
    page,
  }) => {
    await serveWithFormEndpoint(page, "/contact-support");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await page.goto("/contact-support");
    await fillContact(page);
    const urls = watchUrls(page);
    const post = page.waitForRequest((request) => request.method() === "POST");
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    expect((await post).headers()["content-type"]).toContain("application/x-www-form-urlencoded");

    await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYouContent.hero.title);
    expect(received).toEqual([
      expect.objectContaining({
        ...contact,
        subject: form.subjects[0],
        priority: form.priorities[0],
        page: `${siteConfig.origin}/contact-support`,
        [HONEYPOT_FIELD]: "",
      }),
    ]);
    expectNoTypedValueIn(urls, Object.values(contact));
  });

  test("the newsletter box opens an e-mail or POSTs, never a GET", async ({ page }) => {
    await serveWithFormEndpoint(page, "/blog");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await page.goto("/blog");
    await newsletterBox(page).fill(subscriber);
    const urls = watchUrls(page);
    await subscribeButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`));
    expect(received).toEqual([
      expect.objectContaining({ email: subscriber, page: `${siteConfig.origin}/blog` }),
    ]);
    expectNoTypedValueIn(urls, [subscriber]);
  });

  test("without a provider, the newsletter box opens an e-mail", async ({ page }) => {
    test.skip(buildHasProvider, "this build posts to its configured provider");
    await page.goto("/blog");
    await newsletterBox(page).fill(subscriber);
    const urls = watchUrls(page);
    const mail = page.waitForEvent("request", (request) => request.url().startsWith("mailto:"));
    await subscribeButton(page).click();
    expect(new URL((await mail).url()).searchParams.get("body")).toContain(`email=${subscriber}`);
    await expect(page).toHaveURL(/\/blog$/);
    expectNoTypedValueIn(urls, [subscriber]);
  });

  test("a bot that fills the honeypot is sent on with its value for the provider to flag", async ({
    page,
  }) => {
    await serveWithFormEndpoint(page, "/blog");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await page.goto("/blog");
    await newsletterBox(page).fill(subscriber);
    // Bots fill every input they find, hidden or not.
    await page.locator(`#newsletter input[name="${HONEYPOT_FIELD}"]`).fill("https://spam.example");
    await subscribeButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${THANK_YOU_PATH}$`));
    expect(received).toEqual([
      expect.objectContaining({ email: subscriber, [HONEYPOT_FIELD]: "https://spam.example" }),
    ]);
  });
});

test.describe("required fields", () => {
  test("are required, marked, and the mark is explained once per form", async ({ page }) => {
    await gotoHydrated(page, "/contact-support");
    const scope = contactForm(page);
    for (const label of [
      form.labels.firstName,
      form.labels.lastName,
      form.labels.email,
      form.labels.message,
    ]) {
      const field = scope.getByRole("textbox", { name: label });
      await expect(field).toHaveAttribute("required", "");
      // The accessible name is the label alone; the mark is for the eye.
      await expect(field).toHaveAccessibleName(label);
      await expect(scope.locator("label", { hasText: label })).toContainText("*");
    }
    await expect(scope.getByText(formsContent.requiredNote)).toHaveCount(1);
    await expect(scope.getByRole("textbox", { name: form.labels.email })).toHaveAttribute(
      "type",
      "email",
    );
    const honeypot = scope.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");

    await gotoHydrated(page, "/blog");
    await expect(newsletterBox(page)).toHaveAttribute("required", "");
    await expect(newsletterBox(page)).toHaveAccessibleName(newsletter.emailLabel);
    await expect(page.locator("#newsletter").getByText(formsContent.requiredNote)).toHaveCount(1);
  });

  for (const path of ["/contact-support", "/blog", THANK_YOU_PATH]) {
    test(`axe finds no violations on ${path}`, async ({ page, consoleErrors }) => {
      await gotoHydrated(page, path);
      await page.evaluate(() => document.documentElement.setAttribute("data-full-layout", ""));
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      // Nothing refused by the Content-Security-Policy, nothing thrown.
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the thank-you page stays out of search results", async ({ page }) => {
    await page.goto(THANK_YOU_PATH);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

/** Every bidi control: embeddings, overrides, isolates and marks. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Records whether the page sent anything: a POST or an e-mail. */
function watchSends(page: Page) {
  const sends: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" || request.url().startsWith("mailto:"))
      sends.push(request.url());
  });
  return sends;
}

test.describe("input that shows nothing, or reorders what it shows", () => {
  test("a first name of a zero-width space and a message of invisible characters are refused, and kept", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact-support");
    const scope = contactForm(page);
    const firstName = scope.getByRole("textbox", { name: form.labels.firstName });
    const message = scope.getByRole("textbox", { name: form.labels.message });
    await fillContact(page);
    await firstName.fill("\u200B");
    const blank = "\u200B\u200C\u2060\uFEFF\u2063\u3164\u2800\u00AD".repeat(4);
    await message.fill(blank);
    const sends = watchSends(page);
    await scope.getByRole("button", { name: form.submit }).click();
    await expect(firstName).toHaveAccessibleDescription(form.messages.firstNameRequired);
    await expect(message).toHaveAccessibleDescription(form.messages.messageRequired);
    await expect(firstName).toBeFocused();
    // Nothing typed is lost, and nothing was sent.
    await expect(firstName).toHaveValue("\u200B");
    await expect(message).toHaveValue(blank);
    await expect(scope.getByRole("textbox", { name: form.labels.lastName })).toHaveValue(
      contact.lastName,
    );
    expect(sends).toEqual([]);
  });

  test("an address of invisible characters is a missing address in the newsletter box", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    await newsletterBox(page).fill("\u200B\u2063");
    const sends = watchSends(page);
    await subscribeButton(page).click();
    await expect(newsletterBox(page)).toHaveAccessibleDescription(
      newsletter.messages.emailRequired,
    );
    await expect(newsletterBox(page)).toHaveValue("\u200B\u2063");
    expect(sends).toEqual([]);
  });

  const reordered = {
    lastName: "\u202ELee\u202C",
    message: "Please call me \u2066back\u2069 about \u202Etxt.exe\u202C and our three funnels.",
  };
  const shown = {
    lastName: "Lee",
    message: "Please call me back about txt.exe and our three funnels.",
  };

  async function fillReordered(page: Page) {
    await fillContact(page);
    const scope = contactForm(page);
    await scope.getByRole("textbox", { name: form.labels.lastName }).fill(reordered.lastName);
    await scope.getByRole("textbox", { name: form.labels.message }).fill(reordered.message);
  }

  test("bidi controls never reach the e-mail's subject or body", async ({ page }) => {
    test.skip(buildHasProvider, "this build posts to its configured provider");
    await gotoHydrated(page, "/contact-support");
    await fillReordered(page);
    const mail = nextMailto(page);
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    const url = await mail;
    expect(url.searchParams.get("subject")).toBe(
      fillTemplate(form.mailSubject, {
        subject: form.subjects[0],
        priority: form.priorities[0],
        name: `${contact.firstName} ${shown.lastName}`,
      }),
    );
    expect(url.searchParams.get("body")).toContain(shown.message);
    expect(url.searchParams.get("body")).not.toMatch(BIDI_CONTROL);
  });

  test("bidi controls never reach a lead", async ({ page }) => {
    const passFillTime = await controlFillTime(page);
    await serveWithFormEndpoint(page, "/contact-support");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/contact-support");
    await fillReordered(page);
    await passFillTime();
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(fillTemplate(form.toast.posted, contact))).toBeVisible();
    expect(received).toEqual([expect.objectContaining(shown)]);
    expect(JSON.stringify(received)).not.toMatch(BIDI_CONTROL);
  });

  test("a long unbroken first name wraps in the toast that echoes it, at 320 px", async ({
    page,
  }) => {
    const passFillTime = await controlFillTime(page);
    await page.setViewportSize(REFLOW);
    await serveWithFormEndpoint(page, "/contact-support");
    await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/contact-support");
    await fillContact(page);
    const firstName = "W".repeat(CONTACT_LIMITS.name);
    await contactForm(page).getByRole("textbox", { name: form.labels.firstName }).fill(firstName);
    await passFillTime();
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    const toast = page.getByText(fillTemplate(form.toast.posted, { firstName }));
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= REFLOW.width).toBe(true);
  });
});

test.describe("spam checks on script-sent forms", () => {
  test("a filled honeypot is flagged to the endpoint, not dropped", async ({ page }) => {
    const passFillTime = await controlFillTime(page);
    await serveWithFormEndpoint(page, "/contact-support");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/contact-support");
    await fillContact(page);
    await contactForm(page).locator(`input[name="${HONEYPOT_FIELD}"]`).fill("http://spam.example");
    await passFillTime();
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(fillTemplate(form.toast.posted, contact))).toBeVisible();
    expect(received).toEqual([
      expect.objectContaining({ ...contact, [SPAM_FLAG_FIELD]: "honeypot" }),
    ]);
  });

  test("a form sent faster than a person types is flagged, and still sent", async ({ page }) => {
    await serveWithFormEndpoint(page, "/blog");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/blog");
    await newsletterBox(page).fill(subscriber);
    await subscribeButton(page).click();
    await expect(page.getByText(newsletter.toast.posted)).toBeVisible();
    expect(received).toEqual([
      expect.objectContaining({ email: subscriber, [SPAM_FLAG_FIELD]: "too-fast" }),
    ]);
  });

  test("a toast closes with its button, named Close toast", async ({ page }) => {
    await serveWithFormEndpoint(page, "/blog");
    await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/blog");
    await newsletterBox(page).fill(subscriber);
    await subscribeButton(page).click();
    const toast = page.getByText(newsletter.toast.posted);
    await expect(toast).toBeVisible();
    await page.getByRole("button", { name: "Close toast" }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe("Netlify Forms", () => {
  test.skip(buildHasProvider, "this build has its own provider");

  test("the HTML names the form for Netlify and the island posts form-name", async ({ page }) => {
    const passFillTime = await controlFillTime(page);
    await serveWithFormEndpoint(page, "/blog", { provider: "netlify" });
    const received = await fakeFormEndpoint(page, { status: 200 }, { provider: "netlify" });
    await gotoHydrated(page, "/blog");
    const formElement = page.locator("#newsletter form");
    await expect(formElement).toHaveAttribute("data-netlify", "true");
    await expect(formElement).toHaveAttribute("netlify-honeypot", HONEYPOT_FIELD);
    await expect(formElement.locator('input[name="form-name"]')).toHaveValue("newsletter");
    await newsletterBox(page).fill(subscriber);
    await passFillTime();
    await subscribeButton(page).click();
    await expect(page.getByText(newsletter.toast.posted)).toBeVisible();
    expect(received).toEqual([
      { "form-name": "newsletter", email: subscriber, page: `${siteConfig.origin}/blog` },
    ]);
  });
});

test.describe("campaign parameters", () => {
  test.use({ geoCountry: "DE" });

  test("with marketing consent a lead carries the first campaign; withdrawing clears it", async ({
    page,
  }) => {
    const passFillTime = await controlFillTime(page);
    await serveWithFormEndpoint(page, "/contact-support");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/contact-support?utm_source=newsletter&utm_campaign=spring");
    await page.getByRole("button", { name: consentContent.summary.acceptAll }).click();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FIRST_TOUCH_KEY))
      .toContain("spring");

    await fillContact(page);
    await passFillTime();
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(fillTemplate(form.toast.posted, contact))).toBeVisible();
    expect(received).toEqual([
      expect.objectContaining({ utm_source: "newsletter", utm_campaign: "spring" }),
    ]);

    await page.getByRole("button", { name: consentContent.summary.openSettings }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: consentContent.settings.rejectAll })
      .click();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FIRST_TOUCH_KEY))
      .toBeNull();
  });

  test("without marketing consent a lead carries no campaign", async ({ page }) => {
    const passFillTime = await controlFillTime(page);
    await serveWithFormEndpoint(page, "/contact-support");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/contact-support?utm_source=newsletter");
    await page.getByRole("button", { name: consentContent.summary.rejectAll }).click();
    await fillContact(page);
    await passFillTime();
    await contactForm(page).getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(fillTemplate(form.toast.posted, contact))).toBeVisible();
    expect(received[0]).not.toHaveProperty("utm_source");
    expect(await page.evaluate((key) => localStorage.getItem(key), FIRST_TOUCH_KEY)).toBeNull();
  });
});
