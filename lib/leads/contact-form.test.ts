import { describe, expect, it } from "vitest";
import type { ContactValues } from "@/lib/leads/contact-fields";
import { contactMailHref, validateContact, type ContactOptions } from "@/lib/leads/contact-form";

const options: ContactOptions = {
  subjects: ["Technical Issue", "Other"],
  priorities: ["Low", "Urgent"],
  messages: {
    firstNameRequired: "first",
    lastNameRequired: "last",
    nameTooLong: "names up to {max}",
    emailRequired: "email",
    emailInvalid: "bad email",
    optionInvalid: "option",
    messageRequired: "message",
    messageTooShort: "at least {min}",
    messageTooLong: "at most {max}",
  },
};

const valid: ContactValues = {
  firstName: " Ada ",
  lastName: "Lovelace",
  email: "ada@example.com ",
  subject: "Technical Issue",
  priority: "Low",
  message: "My funnel stopped publishing.",
};

function errorsFor(values: Partial<ContactValues>) {
  const result = validateContact({ ...valid, ...values }, options);
  return result.success ? {} : result.errors;
}

describe("validateContact", () => {
  it("accepts a complete form and trims what was typed", () => {
    const result = validateContact(valid, options);
    expect(result).toEqual({
      success: true,
      data: { ...valid, firstName: "Ada", email: "ada@example.com" },
    });
  });

  it("requires first name, last name, email and message", () => {
    expect(errorsFor({ firstName: "  ", lastName: "", email: "", message: "" })).toEqual({
      firstName: "first",
      lastName: "last",
      email: "email",
      message: "message",
    });
  });

  it("counts a field of invisible characters as empty", () => {
    expect(
      errorsFor({
        firstName: "\u200B",
        lastName: "\u3164\u200E",
        email: "\u200B\uFEFF",
        message: "\u200B\u2063\u2800\u00AD\u202E".repeat(10),
      }),
    ).toEqual({ firstName: "first", lastName: "last", email: "email", message: "message" });
  });

  it("keeps names in any script, and takes out what reorders them", () => {
    const names = { firstName: "\u200B محمد\u200F", lastName: "\u202EZoë Ångström-Núñez\u202C" };
    const result = validateContact({ ...valid, ...names }, options);
    expect(result.success && result.data).toMatchObject({
      firstName: "محمد",
      lastName: "Zoë Ångström-Núñez",
    });
  });

  it("says an address is malformed, not missing", () => {
    expect(errorsFor({ email: "ada@" })).toEqual({ email: "bad email" });
    expect(errorsFor({ email: "ada example.com" })).toEqual({ email: "bad email" });
  });

  it("asks for a message long enough to act on, and not endless", () => {
    expect(errorsFor({ message: "help" })).toEqual({ message: "at least 10" });
    expect(errorsFor({ message: "x".repeat(5001) })).toEqual({ message: "at most 5,000" });
  });

  it("accepts only the offered subjects and priorities", () => {
    expect(errorsFor({ subject: "Spam", priority: "Whenever" })).toEqual({
      subject: "option",
      priority: "option",
    });
  });

  it("bounds the names", () => {
    expect(errorsFor({ firstName: "x".repeat(81) })).toEqual({ firstName: "names up to 80" });
  });
});

describe("contactMailHref", () => {
  it("puts every field in the e-mail and names subject, priority and sender in its subject", () => {
    const href = contactMailHref(
      "support@example.com",
      {
        firstName: "Ada",
        lastName: "Janssens",
        email: "ada@example.com",
        subject: "Billing Question",
        priority: "High",
        message: "Where is my invoice?\nThanks",
      },
      {
        labels: {
          firstName: "First name",
          lastName: "Last name",
          email: "Email address",
          subject: "Subject",
          priority: "Priority",
          message: "Message",
        },
        mailSubject: "{subject} ({priority} priority) - {name}",
      },
    );
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("support@example.com");
    expect(url.searchParams.get("subject")).toBe("Billing Question (High priority) - Ada Janssens");
    expect(url.searchParams.get("body")).toBe(
      "First name: Ada\nLast name: Janssens\nEmail address: ada@example.com\nSubject: Billing Question\nPriority: High\n\nMessage:\nWhere is my invoice?\nThanks",
    );
  });
});
