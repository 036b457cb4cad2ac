import type { Page } from "@playwright/test";
import { CONTACT_LIMITS } from "@/lib/leads/contact-limits";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatIntegerIn } from "@/lib/text/format-in-locale";
import { controlFillTime, fakeFormEndpoint, serveWithFormEndpoint } from "./support/form-endpoint";
import {
  blogContentIn,
  contactSupportContentIn,
  formsContentIn,
  siteConfig,
} from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** The forms on French pages: every label, message and toast French; the lead goes where it did. */
const locale = "fr";
const { form } = contactSupportContentIn(locale);
const { newsletter } = blogContentIn(locale);
const forms = formsContentIn(locale);
const path = `/${locale}/contact-support`;
const contactForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: form.submit }) });

test("the contact form on a French page labels, checks and answers in French", async ({ page }) => {
  const passFillTime = await controlFillTime(page);
  await serveWithFormEndpoint(page, path);
  const received = await fakeFormEndpoint(page, { status: 200 });
  await gotoHydrated(page, path);
  const scope = contactForm(page);
  await expect(scope.getByText(forms.requiredNote)).toHaveCount(1);
  await expect(
    scope.getByText(
      fillTemplate(form.messageHint, {
        min: formatIntegerIn(CONTACT_LIMITS.messageMin, locale),
      }),
    ),
  ).toBeVisible();

  await scope.getByRole("button", { name: form.submit }).click();
  for (const message of [
    form.messages.firstNameRequired,
    form.messages.lastNameRequired,
    form.messages.emailRequired,
    form.messages.messageRequired,
  ]) {
    await expect(scope.getByText(message)).toBeVisible();
  }

  const contact = { firstName: "Anne", lastName: "Leroy", email: "anne.leroy@example.com" };
  await scope
    .getByRole("textbox", { name: form.labels.firstName, exact: true })
    .fill(contact.firstName);
  await scope
    .getByRole("textbox", { name: form.labels.lastName, exact: true })
    .fill(contact.lastName);
  await scope.getByRole("textbox", { name: form.labels.email }).fill("anne@");
  await scope.getByRole("textbox", { name: form.labels.message }).fill("Court");
  await scope.getByRole("button", { name: form.submit }).click();
  await expect(scope.getByText(form.messages.emailInvalid)).toBeVisible();
  await expect(
    scope.getByText(
      fillTemplate(form.messages.messageTooShort, {
        min: formatIntegerIn(CONTACT_LIMITS.messageMin, locale),
        max: formatIntegerIn(CONTACT_LIMITS.messageMax, locale),
      }),
    ),
  ).toBeVisible();

  await scope.getByRole("textbox", { name: form.labels.email }).fill(contact.email);
  const message = "Pouvez-vous me rappeler au sujet de nos trois tunnels ?";
  await scope.getByRole("textbox", { name: form.labels.message }).fill(message);
  await passFillTime();
  await scope.getByRole("button", { name: form.submit }).click();
  await expect(page.getByText(fillTemplate(form.toast.posted, contact))).toBeVisible();
  // Sent where an English lead goes, naming the French page it came from.
  expect(received).toEqual([
    expect.objectContaining({ ...contact, message, page: `${siteConfig.origin}${path}` }),
  ]);
});

test("the newsletter box on a French page checks and answers in French", async ({ page }) => {
  const blog = `/${locale}/blog`;
  await serveWithFormEndpoint(page, blog);
  await fakeFormEndpoint(page, { status: 200 });
  await gotoHydrated(page, blog);
  const box = page.locator("#newsletter");
  const email = box.getByRole("textbox", { name: newsletter.emailLabel });
  await email.fill("sam@");
  await box.getByRole("button", { name: newsletter.button }).click();
  await expect(box.getByText(newsletter.messages.emailInvalid)).toBeVisible();
  await email.fill("sam.abonne@example.com");
  await box.getByRole("button", { name: newsletter.button }).click();
  await expect(page.getByText(newsletter.toast.posted)).toBeVisible();
  await expect(box.getByRole("link", { name: newsletter.privacyLink })).toHaveAttribute(
    "href",
    `/${locale}/privacy-policy`,
  );
});
