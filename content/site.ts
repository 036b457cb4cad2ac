import { z } from "zod";
import { isCountryCode } from "@/lib/consent/countries";
import { defineContentWithoutTokens, deriveContent } from "@/lib/content/validate-content";
import { resolveTokens } from "@/lib/content/tokens";
import { claimsTokens, claimsTokensIn } from "@/content/claims";
import { localizedData } from "@/lib/content/translation-files";
import siteFile from "@/content/site.yaml";
import { env, optionalUrl, url } from "@/content/env";
import { FORM_PROVIDERS } from "@/lib/leads/lead-delivery";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or http on this machine (a local monitor while testing): a page served over https
 *  may not fetch over http. */
const monitorUrl = optionalUrl.refine(
  (value) => !value || value.startsWith("https:") || LOOPBACK.has(new URL(value).hostname),
  "an https URL, such as https://status.example.com/api/v2/summary.json",
);

const socialNames = ["X", "LinkedIn", "YouTube", "Facebook", "Instagram"] as const;

/** Whether `locale` (`en_US`) is one Intl formats dates and lists in; a malformed one is not. */
function knownLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale.replace("_", "-")).length > 0;
  } catch {
    return false;
  }
}

/** The site settings an editor writes in content/site.yaml (only the claims' tokens: the others derive from it). */
export const siteFileSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(50).max(170),
  /** Absolute origin the export is served from; canonical URLs, sitemap and OG tags use it. */
  origin: url.transform((value) => value.replace(/\/+$/, "")),
  /** The language and region of the copy, as Open Graph writes it (`en_US`); dates and lists use it. */
  locale: z
    .string()
    .regex(/^[a-z]{2,3}_[A-Z]{2}$/, "a language and a region joined by _, such as en_US")
    .refine((locale) => knownLocale(locale), {
      error: "a language and region this computer's Intl knows, such as en_US",
    }),
  foundedYear: z.number().int(),
  email: z.object({
    support: z.email(),
    sales: z.email(),
    press: z.email(),
    privacy: z.email(),
    legal: z.email(),
  }),
  address: z.object({
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    /** ISO 3166-1 alpha-2, for structured data (the company's and the job postings' address). */
    countryCode: z.string().refine(isCountryCode, "a two-letter country code such as BE"),
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
  social: z.array(z.object({ name: z.enum(socialNames), href: optionalUrl })),
});

/** The name of a link in the site config (`links.apiDocs`), for content that points at one. */
export const siteLinkName = siteFileSchema.shape.links.keyof();
/** The e-mail addresses the site config names (`{{email.support}}` and the like). */
export const siteEmailNames = siteFileSchema.shape.email.keyof().options;

const siteSchema = siteFileSchema.extend({
  /**
   * Where the contact form and newsletter boxes POST; unset means they compose an e-mail
   * (except with Netlify Forms, which needs none). See docs/forms.md.
   */
  formEndpoint: optionalUrl,
  /** How leads are sent: JSON or urlencoded to `formEndpoint`, or Netlify Forms. */
  formProvider: z.enum(FORM_PROVIDERS),
  /**
   * A monitor's Statuspage-format summary (`.../api/v2/summary.json`) that /status reads in the
   * browser over its snapshot; unset means the page shows the dated snapshot alone.
   */
  statusMonitor: monitorUrl,
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

/**
 * The environment variable that sets each value of content/site.yaml a deployment may change
 * (README, "Configuration"); it wins over the file. Also what the content report tells a person
 * to set (content/content-health.ts).
 */
export const siteEnv = {
  name: "NEXT_PUBLIC_BRAND_NAME",
  origin: "NEXT_PUBLIC_SITE_URL",
  links: {
    appLogin: "NEXT_PUBLIC_APP_LOGIN_URL",
    signup: "NEXT_PUBLIC_SIGNUP_URL",
    demoVideo: "NEXT_PUBLIC_DEMO_VIDEO_URL",
    apiDocs: "NEXT_PUBLIC_API_DOCS_URL",
    changelog: "NEXT_PUBLIC_CHANGELOG_URL",
    training: "NEXT_PUBLIC_TRAINING_URL",
    community: "NEXT_PUBLIC_COMMUNITY_URL",
  },
  social: {
    X: "NEXT_PUBLIC_SOCIAL_X_URL",
    LinkedIn: "NEXT_PUBLIC_SOCIAL_LINKEDIN_URL",
    YouTube: "NEXT_PUBLIC_SOCIAL_YOUTUBE_URL",
    Facebook: "NEXT_PUBLIC_SOCIAL_FACEBOOK_URL",
    Instagram: "NEXT_PUBLIC_SOCIAL_INSTAGRAM_URL",
  },
  statusMonitor: "NEXT_PUBLIC_STATUS_MONITOR_URL",
} as const satisfies {
  name: string;
  origin: string;
  links: Record<z.infer<typeof siteLinkName>, string>;
  social: Record<(typeof socialNames)[number], string>;
  statusMonitor: string;
};

// Only the claims' tokens (content/claims.yaml): the others are made from this file.
const file = defineContentWithoutTokens("content/site.yaml", siteFileSchema, () =>
  resolveTokens("content/site.yaml", siteFile, claimsTokens),
);

// A deployment's environment wins over the file (see README, "Configuration"); the integrations
// below are code, not copy, so only the environment sets them.
export const siteConfig = defineContentWithoutTokens(
  "content/site.yaml (NEXT_PUBLIC_* overrides)",
  siteSchema,
  () => ({
    ...file,
    name: env(siteEnv.name) ?? file.name,
    origin: env(siteEnv.origin) ?? file.origin,
    links: {
      appLogin: env(siteEnv.links.appLogin) ?? file.links.appLogin,
      signup: env(siteEnv.links.signup) ?? file.links.signup,
      demoVideo: env(siteEnv.links.demoVideo) ?? file.links.demoVideo,
      apiDocs: env(siteEnv.links.apiDocs) ?? file.links.apiDocs,
      changelog: env(siteEnv.links.changelog) ?? file.links.changelog,
      training: env(siteEnv.links.training) ?? file.links.training,
      community: env(siteEnv.links.community) ?? file.links.community,
    },
    social: file.social.map(({ name, href }) => ({
      name,
      href: env(siteEnv.social[name]) ?? href,
    })),
    formEndpoint: env("NEXT_PUBLIC_FORM_ENDPOINT"),
    formProvider: (env("NEXT_PUBLIC_FORM_PROVIDER") ?? "json") as SiteInput["formProvider"],
    geoEndpoint: env("NEXT_PUBLIC_GEO_ENDPOINT") ?? "https://ipapi.co/json/",
    statusMonitor: env(siteEnv.statusMonitor),
    analytics: {
      plausibleDomain: env("NEXT_PUBLIC_PLAUSIBLE_DOMAIN"),
      plausibleScriptUrl:
        env("NEXT_PUBLIC_PLAUSIBLE_SCRIPT_URL") ?? "https://plausible.io/js/script.js",
      ga4Id: env("NEXT_PUBLIC_GA4_ID"),
    },
  }),
);

/**
 * The words of content/site.yaml a reader sees, in `locale`: the tagline, the description and
 * the address as its translation writes them (`Bruxelles`), everything else from English. The
 * origin, e-mails, links and the rest stay siteConfig's (a deployment's environment sets them).
 */
export const siteTextIn = localizedData(
  "content/site.yaml",
  siteFileSchema,
  siteFile,
  (file, data, locale) => {
    // Deferred as siteConfig is: under next dev a broken file fails the pages, not the editor.
    if (locale === "en") return deriveContent(() => pickText(siteConfig));
    const translated = defineContentWithoutTokens(file, siteFileSchema, () =>
      resolveTokens(file, data, claimsTokensIn(locale)),
    );
    return pickText({ ...translated, name: siteConfig.name });
  },
);

function pickText(site: Pick<SiteConfig, "name" | "tagline" | "description" | "address">) {
  return {
    name: site.name,
    tagline: site.tagline,
    description: site.description,
    address: site.address,
  };
}
