import { describe, expect, it } from "vitest";
import {
  MIN_FILL_MS,
  THANK_YOU_PATH,
  encodeLead,
  formTarget,
  spamFlag,
} from "@/lib/leads/lead-delivery";

const base = { origin: "https://site.example", formName: "contact", mailTo: "help@site.example" };

describe("formTarget", () => {
  it("composes an e-mail when no endpoint is configured", () => {
    expect(formTarget({ ...base, provider: "json", endpoint: undefined })).toEqual({
      kind: "mail",
      action: "mailto:help@site.example",
    });
  });

  it("posts to the endpoint and asks it to redirect to the thank-you page", () => {
    const target = formTarget({ ...base, provider: "urlencoded", endpoint: "https://f.example/1" });
    expect(target).toEqual({
      kind: "endpoint",
      provider: "urlencoded",
      action: "https://f.example/1",
      fetchUrl: "https://f.example/1",
      hidden: { _next: `https://site.example${THANK_YOU_PATH}` },
    });
  });

  it("uses Netlify Forms without an endpoint: the form name, the site itself", () => {
    const target = formTarget({ ...base, provider: "netlify", endpoint: undefined });
    expect(target).toEqual({
      kind: "endpoint",
      provider: "netlify",
      action: THANK_YOU_PATH,
      fetchUrl: "/",
      hidden: { "form-name": "contact" },
    });
  });
});

describe("encodeLead", () => {
  const fields = { email: "ann@example.com", message: "Hi & bye", page: "", utm_source: "news" };

  it("sends JSON with the form's name and without empty fields", () => {
    const { contentType, body } = encodeLead("json", "contact", fields);
    expect(contentType).toBe("application/json");
    expect(JSON.parse(body)).toEqual({
      form: "contact",
      email: "ann@example.com",
      message: "Hi & bye",
      utm_source: "news",
    });
  });

  it("removes bidi controls from every field, and keeps text in any script", () => {
    const reordered = { name: "\u202EeeL nnA", message: "שלום \u2066x\u2069\u200F", page: "" };
    for (const provider of ["json", "urlencoded"] as const) {
      const { body } = encodeLead(provider, "contact", reordered);
      const sent =
        provider === "json" ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
      expect(sent).toEqual({ form: "contact", name: "eeL nnA", message: "שלום x" });
    }
  });

  it("sends a urlencoded body that a plain HTML form would send", () => {
    const { contentType, body } = encodeLead("urlencoded", "contact", fields);
    expect(contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      form: "contact",
      email: "ann@example.com",
      message: "Hi & bye",
      utm_source: "news",
    });
  });

  it("names the form with form-name for Netlify", () => {
    const { body } = encodeLead("netlify", "newsletter", { email: "a@b.co" });
    expect(body).toBe("form-name=newsletter&email=a%40b.co");
  });
});

describe("spamFlag", () => {
  it("passes a person who took their time and left the honeypot empty", () => {
    expect(spamFlag({ honeypot: "", elapsedMs: MIN_FILL_MS })).toBeUndefined();
  });

  it("flags a filled honeypot first, whatever the time", () => {
    expect(spamFlag({ honeypot: "https://spam.example", elapsedMs: 60_000 })).toBe("honeypot");
    expect(spamFlag({ honeypot: "x", elapsedMs: 10 })).toBe("honeypot");
  });

  it("flags a form sent faster than a person fills it", () => {
    expect(spamFlag({ honeypot: " ", elapsedMs: MIN_FILL_MS - 1 })).toBe("too-fast");
  });
});
