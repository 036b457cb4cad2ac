import { config } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import { consentContent, consentSchema } from "@/content/consent";
import { formsContent, formsSchema } from "@/content/forms";
import { brandContent, brandSchema } from "@/content/pages/brand";
import { contactSupportContent, contactSupportSchema } from "@/content/pages/contact-support";
import { pressContent, pressSchema } from "@/content/pages/press";
import { thankYouContent, thankYouSchema } from "@/content/pages/thank-you";
import { siteConfig, siteFileSchema } from "@/content/site";
import { siteTokens } from "@/content/tokens";
import { brand } from "@/keystatic/singletons/brand";
import { consent } from "@/keystatic/singletons/consent";
import { contactSupport } from "@/keystatic/singletons/contact-support";
import { forms } from "@/keystatic/singletons/forms";
import { press } from "@/keystatic/singletons/press";
import { site } from "@/keystatic/singletons/site";
import { thankYou } from "@/keystatic/singletons/thank-you";
import { resolveTokens } from "@/lib/content/tokens";

// What the editor reads from the repository's own files, the build's schemas accept, and it is
// what the site is built from. (No NEXT_PUBLIC_* override is set under Vitest.)
const keystatic = config({
  storage: { kind: "local" },
  singletons: { site, consent, forms, press, contactSupport, brand, thankYou },
});
const reader = createReader(process.cwd(), keystatic);

describe("YAML singletons through Keystatic's reader", () => {
  it("reads the site settings", async () => {
    const entry = await reader.singletons.site.readOrThrow();
    const parsed = siteFileSchema.parse(entry);
    expect(siteConfig).toMatchObject(JSON.parse(JSON.stringify(parsed)));
    expect(parsed.social.map(({ name }) => name)).toEqual(
      siteConfig.social.map(({ name }) => name),
    );
  });

  it("reads the consent copy", async () => {
    const parsed = consentSchema.parse(await reader.singletons.consent.readOrThrow());
    const { storageKey, ...copy } = consentContent;
    expect(storageKey).not.toBe("");
    expect(parsed).toEqual(copy);
  });

  it("reads the form copy", async () => {
    expect(formsSchema.parse(await reader.singletons.forms.readOrThrow())).toEqual(formsContent);
  });

  const pages = [
    ["press", "content/pages/press.yaml", pressSchema, pressContent],
    [
      "contactSupport",
      "content/pages/contact-support.yaml",
      contactSupportSchema,
      contactSupportContent,
    ],
    ["brand", "content/pages/brand.yaml", brandSchema, brandContent],
    ["thankYou", "content/pages/thank-you.yaml", thankYouSchema, thankYouContent],
  ] as const;

  it.each(pages)("reads the %s page", async (key, source, schema, built) => {
    const entry = await reader.singletons[key].readOrThrow();
    expect(schema.parse(resolveTokens(source, entry, siteTokens))).toEqual(built);
  });
});
