import { z } from "zod";
import { defineContent } from "@/content/define";
import { FORM_PROVIDERS } from "@/lib/lead";

const url = z.url({ protocol: /^https?$/ });
/** A link the sketch leaves without a target: absent until a deployment configures it. */
const optionalUrl = url.optional();

/** Reads an optional environment override; an empty string counts as unset. */
function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

const siteSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(50).max(170),
  /** Absolute origin the export is served from; canonical URLs, sitemap and OG tags use it. */
  origin: url.transform((value) => value.replace(/\/+$/, "")),
  locale: z.string().min(2),
  foundedYear: z.number().int(),
  email: z.object({
    support: z.email(),
    sales: z.email(),
    press: z.email(),
    partners: z.email(),
    careers: z.email(),
    privacy: z.email(),
    legal: z.email(),
  }),
  address: z.object({
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  links: z.object({
    appLogin: url,
    /** Where a trial starts; pricing CTAs add `?plan=<id>`. */
    signup: url,
    demoVideo: url,
    apiDocs: optionalUrl,
    changelog: optionalUrl,
    training: optionalUrl,
    community: optionalUrl,
  }),
  social: z.array(
    z.object({
      name: z.enum(["X", "LinkedIn", "YouTube", "Facebook", "Instagram"]),
      href: optionalUrl,
    }),
  ),
  /**
   * Where the contact form and newsletter boxes POST; unset means they compose an e-mail
   * (except with Netlify Forms, which needs none). See docs/forms.md.
   */
  formEndpoint: optionalUrl,
  /** How leads are sent: JSON or urlencoded to `formEndpoint`, or Netlify Forms. */
  formProvider: z.enum(FORM_PROVIDERS),
  /** IP-geolocation lookup for the consent banner; must answer JSON with `country_code`. */
  geoEndpoint: z.string().min(1),
  /** Optional analytics tags; each loads only after the visitor allows analytics cookies. */
  analytics: z.object({
    /** Plausible site domain (`data-domain`); unset means no Plausible. */
    plausibleDomain: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "a domain such as example.com")
      .optional(),
    /** Plausible script, e.g. a self-hosted or proxied copy. */
    plausibleScriptUrl: url,
    /** Google Analytics 4 measurement id; unset means no Google tag at all. */
    ga4Id: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "a GA4 measurement id such as G-ABC123")
      .optional(),
  }),
});

export type SiteConfig = z.infer<typeof siteSchema>;
type SiteInput = z.input<typeof siteSchema>;

export const siteConfig = defineContent("content/site.ts", siteSchema, {
  name: env("NEXT_PUBLIC_BRAND_NAME") ?? "Stackless",
  tagline: "Replace your entire tech stack",
  description:
    "One platform for funnels, CRM, email and SMS, booking, courses and automation. Replace 15 to 50+ tools. 14-day free trial, no credit card required.",
  origin: env("NEXT_PUBLIC_SITE_URL") ?? "https://www.stackless.example",
  locale: "en_US",
  foundedYear: 2025,
  email: {
    support: "support@stackless.example",
    sales: "sales@stackless.example",
    press: "press@stackless.example",
    partners: "partners@stackless.example",
    careers: "careers@stackless.example",
    privacy: "privacy@stackless.example",
    legal: "legal@stackless.example",
  },
  address: {
    street: "Rue de la Loi 42",
    postalCode: "1000",
    city: "Brussels",
    country: "Belgium",
  },
  links: {
    // Placeholders that a deployment replaces (see README, "Configuration").
    appLogin: env("NEXT_PUBLIC_APP_LOGIN_URL") ?? "https://app.stackless.example/login",
    signup: env("NEXT_PUBLIC_SIGNUP_URL") ?? "https://app.stackless.example/signup",
    demoVideo: env("NEXT_PUBLIC_DEMO_VIDEO_URL") ?? "https://www.youtube.com/@stackless",
    apiDocs: env("NEXT_PUBLIC_API_DOCS_URL"),
    changelog: env("NEXT_PUBLIC_CHANGELOG_URL"),
    training: env("NEXT_PUBLIC_TRAINING_URL"),
    community: env("NEXT_PUBLIC_COMMUNITY_URL"),
  },
  social: [
    { name: "X", href: env("NEXT_PUBLIC_SOCIAL_X_URL") },
    { name: "LinkedIn", href: env("NEXT_PUBLIC_SOCIAL_LINKEDIN_URL") },
    { name: "YouTube", href: env("NEXT_PUBLIC_SOCIAL_YOUTUBE_URL") },
    { name: "Facebook", href: env("NEXT_PUBLIC_SOCIAL_FACEBOOK_URL") },
  ],
  formEndpoint: env("NEXT_PUBLIC_FORM_ENDPOINT"),
  formProvider: (env("NEXT_PUBLIC_FORM_PROVIDER") ?? "json") as SiteInput["formProvider"],
  geoEndpoint: env("NEXT_PUBLIC_GEO_ENDPOINT") ?? "https://ipapi.co/json/",
  analytics: {
    plausibleDomain: env("NEXT_PUBLIC_PLAUSIBLE_DOMAIN"),
    plausibleScriptUrl:
      env("NEXT_PUBLIC_PLAUSIBLE_SCRIPT_URL") ?? "https://plausible.io/js/script.js",
    ga4Id: env("NEXT_PUBLIC_GA4_ID"),
  },
});
