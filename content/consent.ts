import { z } from "zod";
import { defineContent } from "@/content/define";
import { siteConfig } from "@/content/site";

const text = z.string().min(1);
const category = z.object({ name: text, description: text });

const consentSchema = z.object({
  /** localStorage key of the record; product-specific so a shared domain cannot collide. */
  storageKey: z.string().regex(/^[a-z0-9-]+$/),
  /** Bump when the cookie policy changes materially: every visitor is asked again. */
  policyVersion: z.int().positive(),
  /** A decision older than this is asked again. */
  maxAgeMonths: z.int().min(1).max(13),
  /** The geolocation lookup counts as failed (and the banner shows) after this long. */
  lookupTimeoutMs: z.int().min(500).max(10_000),
  summary: z.object({
    regionLabel: text,
    heading: text,
    text,
    privacyLink: z.object({ label: text, href: z.string().regex(/^\/[a-z0-9-]+$/) }),
    gdprLink: z.object({ label: text, href: z.string().regex(/^\/[a-z0-9-]+$/) }),
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
    categories: z.object({
      necessary: category,
      analytics: category,
      marketing: category,
      preferences: category,
    }),
  }),
  toasts: z.object({ acceptedAll: text, rejectedAll: text, saved: text, notSaved: text }),
});

export type ConsentContent = z.infer<typeof consentSchema>;

const brandSlug = siteConfig.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export const consentContent = defineContent("content/consent.ts", consentSchema, {
  storageKey: `${brandSlug}-cookie-consent`,
  policyVersion: 1,
  maxAgeMonths: 6,
  lookupTimeoutMs: 3000,
  summary: {
    regionLabel: "Cookie consent",
    heading: "We value your privacy",
    // Two lines on a phone. A longer block becomes the page's largest paint on mobile, and the
    // banner is painted by script after the geolocation lookup, so it would set the page's LCP.
    // The settings view says the rest.
    text: "Necessary cookies run this site. Analytics, marketing and preference cookies only run if you allow them.",
    privacyLink: { label: "Privacy Policy", href: "/privacy-policy" },
    gdprLink: { label: "GDPR Rights", href: "/gdpr" },
    rejectAll: "Reject All",
    openSettings: "Cookie Settings",
    acceptAll: "Accept All",
  },
  settings: {
    title: "Cookie Settings",
    intro:
      "Choose which optional cookies we may use. Necessary cookies are always on because the site cannot work without them. You can change your choice at any time under Cookie Settings at the bottom of every page.",
    closeLabel: "Close cookie settings",
    alwaysOn: "Always on",
    rejectAll: "Reject All",
    save: "Save Preferences",
    categories: {
      necessary: {
        name: "Necessary Cookies",
        description:
          "Keep the site secure and working, and remember the choice you make here. They cannot be disabled.",
      },
      analytics: {
        name: "Analytics Cookies",
        description:
          "Help us understand which pages are visited and how people find them, so we can improve the site.",
      },
      marketing: {
        name: "Marketing Cookies",
        description:
          "Let us and our advertising partners measure campaigns and show you offers that are relevant to you.",
      },
      preferences: {
        name: "Preference Cookies",
        description: "Remember settings you choose, such as your region or display options.",
      },
    },
  },
  toasts: {
    acceptedAll: "All cookies accepted. You can change this any time under Cookie Settings.",
    rejectedAll: "Optional cookies rejected. Only necessary cookies are used.",
    saved: "Your cookie preferences have been saved.",
    // When the browser refuses to store the choice (storage blocked or full).
    notSaved:
      "Your choice applies to this visit but could not be saved: your browser refused to store it.",
  },
});
