import { chatContent, contactSupportContent, siteConfig } from "./support/content";
import { CHAT_OPEN_HREF } from "@/lib/chat/chat-events";
import { limitSlots } from "@/lib/leads/contact-form";
import { countLabel } from "@/lib/text/count-label";
import { fillTemplate } from "@/lib/text/fill-template";
import {
  buildHasProvider,
  controlFillTime,
  fakeFormEndpoint,
  nextMailto,
  serveWithFormEndpoint,
} from "./support/form-endpoint";
import { PHONE } from "./support/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { dropLaterScripts, dropScriptsWith } from "./support/offline";
import type { Page } from "@playwright/test";

const { form, hours, channels } = contactSupportContent;
const { labels, messages } = form;

const valid = {
  firstName: "Ada",
  lastName: "Janssens",
  email: "ada@example.com",
  subject: form.subjects[1] ?? "",
  priority: form.priorities[2] ?? "",
  message: "My last invoice shows the annual price, but I am on monthly billing.",
};

function fields(page: Page) {
  const formElement = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: form.submit }) });
  return {
    firstName: formElement.getByRole("textbox", { name: labels.firstName }),
    lastName: formElement.getByRole("textbox", { name: labels.lastName }),
    email: formElement.getByRole("textbox", { name: labels.email }),
    subject: formElement.getByRole("combobox", { name: labels.subject }),
    priority: formElement.getByRole("combobox", { name: labels.priority }),
    message: formElement.getByRole("textbox", { name: labels.message }),
    submit: formElement.getByRole("button", { name: form.submit }),
  };
}

async function fill(page: Page, values: typeof valid) {
  const field = fields(page);
  await field.firstName.fill(values.firstName);
  await field.lastName.fill(values.lastName);
  await field.email.fill(values.email);
  await field.subject.selectOption(values.subject);
  await field.priority.selectOption(values.priority);
  await field.message.fill(values.message);
}

async function expectValues(page: Page, values: typeof valid) {
  const field = fields(page);
  await expect(field.firstName).toHaveValue(values.firstName);
  await expect(field.lastName).toHaveValue(values.lastName);
  await expect(field.email).toHaveValue(values.email);
  await expect(field.subject).toHaveValue(values.subject);
  await expect(field.priority).toHaveValue(values.priority);
  await expect(field.message).toHaveValue(values.message);
}

test.describe("contact support page", () => {
  // One load: what the page shows first, then an empty form sent, then the chat link followed.
  test("shows the channels and the form, checks an empty form, and links the chat, on one load", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact-support");

    await test.step("offers live chat, email, the support hours and the office address", async () => {
      await expect(page.getByRole("link", { name: channels.chat.action })).toHaveAttribute(
        "href",
        CHAT_OPEN_HREF,
      );
      await expect(page.getByRole("link", { name: siteConfig.email.support })).toHaveAttribute(
        "href",
        `mailto:${siteConfig.email.support}`,
      );
      for (const row of hours.rows) {
        await expect(page.getByText(row.days, { exact: true })).toBeVisible();
        await expect(page.getByText(row.time, { exact: true })).toBeVisible();
      }
      await expect(page.getByText(siteConfig.address.street).first()).toBeVisible();
      await expect(page.getByText(form.promise)).toBeVisible();
    });

    await test.step("subject and priority offer the six and four options, starting on the first", async () => {
      const field = fields(page);
      await expect(field.subject.locator("option")).toHaveText(form.subjects);
      await expect(field.priority.locator("option")).toHaveText(form.priorities);
      await expect(field.subject).toHaveValue(form.subjects[0]);
      await expect(field.priority).toHaveValue(form.priorities[0]);
    });

    await test.step("the message's hint names the shortest message the form takes", async () => {
      await expect(fields(page).message).toHaveAccessibleDescription(
        fillTemplate(form.messageHint, limitSlots.message),
      );
    });

    await test.step("an empty form names every required field and focuses the first", async () => {
      const field = fields(page);
      await field.submit.click();
      for (const [control, message] of [
        [field.firstName, messages.firstNameRequired],
        [field.lastName, messages.lastNameRequired],
        [field.email, messages.emailRequired],
        [field.message, messages.messageRequired],
      ] as const) {
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(message);
      }
      await expect(field.firstName).toBeFocused();
      const summary = fillTemplate(form.errorSummary, { count: countLabel(4, form.fieldNoun) });
      // Read out, in a live region: focus lands on one field, the count names the others.
      await expect(page.getByText(summary)).toBeVisible();
      await expect(page.getByText(summary)).toHaveAttribute("aria-live", "polite");
    });

    await test.step("the chat channel's link opens the chat widget on the home page", async () => {
      await page.getByRole("link", { name: channels.chat.action }).click();
      await expect(page.getByRole("dialog", { name: chatContent.assistantName })).toBeVisible();
      // The home page, with the chat's parameter taken out of the address once it opened.
      await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    });
  });
});

test.describe("contact form validation", () => {
  for (const [name, broken, message, focus] of [
    ["a missing first name", { firstName: "" }, messages.firstNameRequired, "firstName"],
    ["a missing last name", { lastName: "  " }, messages.lastNameRequired, "lastName"],
    ["a malformed email", { email: "ada@example" }, messages.emailInvalid, "email"],
    ["a missing message", { message: "" }, messages.messageRequired, "message"],
    [
      "a too short message",
      { message: "Help!" },
      fillTemplate(messages.messageTooShort, limitSlots.message),
      "message",
    ],
  ] as const) {
    test(`${name} keeps everything typed and says what to fix`, async ({ page, consoleErrors }) => {
      await gotoHydrated(page, "/contact-support");
      const values = { ...valid, ...broken };
      await fill(page, values);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await fields(page).submit.click();

      const control = fields(page)[focus];
      await expect(control).toBeFocused();
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(message);
      await expect(page.locator("[aria-invalid=true]")).toHaveCount(1);
      await expectValues(page, values);
      expect(requests.filter((url) => url.startsWith("mailto:"))).toEqual([]);

      // Fixing the field clears its message without another submit.
      await control.fill(valid[focus]);
      await expect(control).not.toHaveAttribute("aria-invalid", "true");
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("contact form without a form endpoint", () => {
  test.skip(buildHasProvider, "this build posts to its configured provider");

  test("on a phone, the focused first error shows with its label below the fixed header", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/contact-support");
    const field = fields(page);
    await field.submit.focus();
    await page.keyboard.press("Enter");
    await expect(field.firstName).toBeFocused();
    const header = await page.getByRole("banner").boundingBox();
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    const id = await field.firstName.getAttribute("id");
    const label = page.locator(`label[for="${id}"]`);
    // The page scrolls smoothly; wait for it to come to rest.
    await expect
      .poll(async () => (await label.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(headerBottom);
  });

  test("opens an e-mail to support with every field and says so", async ({ page }) => {
    await gotoHydrated(page, "/contact-support");
    await fill(page, valid);
    const mail = nextMailto(page);
    await fields(page).submit.click();

    const url = await mail;
    expect(url.pathname).toBe(siteConfig.email.support);
    expect(url.searchParams.get("subject")).toBe(
      `${valid.subject} (${valid.priority} priority) - ${valid.firstName} ${valid.lastName}`,
    );
    const body = url.searchParams.get("body") ?? "";
    for (const [label, value] of [
      [labels.firstName, valid.firstName],
      [labels.lastName, valid.lastName],
      [labels.email, valid.email],
      [labels.subject, valid.subject],
      [labels.priority, valid.priority],
    ]) {
      expect(body).toContain(`${label}: ${value}`);
    }
    expect(body).toContain(`${labels.message}:\n${valid.message}`);

    await expect(
      page.getByText(fillTemplate(form.toast.mail, { to: siteConfig.email.support })),
    ).toBeVisible();
    // The same e-mail stays one click away, and nothing typed is lost.
    await expect(page.getByRole("link", { name: form.fallbackLink })).toHaveAttribute(
      "href",
      url.href,
    );
    await expectValues(page, valid);
  });
});

test.describe("contact form with a form endpoint", () => {
  test("POSTs the fields and the page, confirms and clears the form", async ({
    page,
    consoleErrors,
  }) => {
    const passFillTime = await controlFillTime(page);
    await serveWithFormEndpoint(page, "/contact-support");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/contact-support");
    await fill(page, valid);
    await passFillTime();
    const mailtos: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("mailto:")) mailtos.push(request.url());
    });
    await fields(page).submit.click();

    await expect(page.getByText(fillTemplate(form.toast.posted, valid))).toBeVisible();
    expect(received).toEqual([
      { form: "contact", ...valid, page: `${siteConfig.origin}/contact-support` },
    ]);
    expect(mailtos).toEqual([]);
    await expect(fields(page).firstName).toHaveValue("");
    await expect(fields(page).message).toHaveValue("");
    // Nothing refused by the Content-Security-Policy, nothing thrown.
    expect(consoleErrors).toEqual([]);
  });

  test("says so when the endpoint fails and keeps every field", async ({ page }) => {
    await serveWithFormEndpoint(page, "/contact-support");
    const received = await fakeFormEndpoint(page, { status: 500 });
    await gotoHydrated(page, "/contact-support");
    await fill(page, valid);
    await fields(page).submit.click();

    const failed = fillTemplate(form.toast.failed, { to: siteConfig.email.support });
    await expect(page.getByText(failed)).toBeVisible();
    expect(received).toHaveLength(1);
    await expectValues(page, valid);
    await expect(fields(page).submit).toBeEnabled();
  });
});

test.describe("contact form when the connection drops", () => {
  const failed = fillTemplate(form.toast.failed, { to: siteConfig.email.support });
  const notice = (page: Page) => page.getByRole("alert").filter({ hasText: failed });

  test("says in the form that nothing was sent when its code cannot load", async ({ page }) => {
    await dropLaterScripts(page, "/contact-support");
    await gotoHydrated(page, "/contact-support");
    const mailtos: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("mailto:")) mailtos.push(request.url());
    });
    await fill(page, valid);
    await fields(page).submit.click();

    await expect(notice(page)).toBeVisible();
    await expectValues(page, valid);
    await expect(fields(page).submit).toBeEnabled();
    expect(mailtos).toEqual([]);
  });

  test("says a failed send in the form when the toaster cannot load either", async ({ page }) => {
    await dropScriptsWith(page, "data-sonner-toaster");
    await serveWithFormEndpoint(page, "/contact-support");
    const received = await fakeFormEndpoint(page, { status: 500 });
    await gotoHydrated(page, "/contact-support");
    await fill(page, valid);
    await fields(page).submit.click();

    await expect(notice(page)).toBeVisible();
    expect(received).toHaveLength(1);
    await expectValues(page, valid);
    // A new try starts without the old notice.
    await fields(page).submit.click();
    await expect(notice(page)).toBeVisible();
    expect(received).toHaveLength(2);
  });
});
