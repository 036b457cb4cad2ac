import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import consentFile from "@/content/consent.yaml";
import { siteConfig } from "@/content/site";
import { slugify } from "@/lib/text/slug";

const pageLink = z.string().regex(/^\/[a-z0-9-]+$/, "write a page of this site, such as /privacy");

const text = z.string().min(1);
const category = z.object({ name: text, description: text });

export const consentSchema = z.object({
  /** Bump when the cookie policy changes materially: every visitor is asked again. */
  policyVersion: z.int().positive(),
  /** A decision older than this is asked again. */
  maxAgeMonths: z.int().min(1).max(13),
  /** The geolocation lookup counts as failed (and the banner shows) after this long. */
  lookupTimeoutMs: z.int().min(500).max(10_000),
  summary: z.object({
    regionLabel: text,
    heading: text,
    // Two lines on a phone. A longer block becomes the page's largest paint on mobile, and the
    // banner is painted by script after the geolocation lookup, so it would set the page's LCP.
    // The settings view says the rest.
    text,
    privacyLink: z.object({ label: text, href: pageLink }),
    gdprLink: z.object({ label: text, href: pageLink }),
    rejectAll: text,
    openSettings: text,
    acceptAll: text,
  }),
  settings: z.object({
    title: text,
    intro: text,
    closeLabel: text,
    alwaysOn: text,
    rejectAll: text,
    save: text,
    /** Said in place of the settings when their code could not be downloaded (offline). */
    loadFailed: text,
    categories: z.object({
      necessary: category,
      analytics: category,
      marketing: category,
      preferences: category,
    }),
  }),
  toasts: z.object({
    acceptedAll: text,
    rejectedAll: text,
    saved: text,
    /** When the browser refuses to store the choice (storage blocked or full). */
    notSaved: text,
  }),
});

export type ConsentContent = z.infer<typeof consentSchema> & {
  /** localStorage key of the record; product-specific so a shared domain cannot collide. */
  storageKey: string;
};

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const consentContentIn = defineLocalizedContent(
  "content/consent.yaml",
  consentSchema.transform((consent) => ({
    storageKey: `${slugify(siteConfig.name)}-cookie-consent`,
    ...consent,
  })),
  consentFile,
);

export const consentContent: ConsentContent = consentContentIn("en");
