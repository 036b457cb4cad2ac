import { claims } from "@/content/claims";
import { contentClaimDisagreements } from "@/lib/claims/claims-check";
import { blockPageDatedEntries, blockPages } from "@/content/block-pages";
import { env } from "@/content/env";
import { translationReports } from "@/content/file-check";
import { limitedTimeEntries } from "@/content/landing/pricing";
import { contactSupportContent } from "@/content/pages/contact-support";
import { blogContent } from "@/content/pages/blog";
import { mediaKitUrlEnv, pressContent } from "@/content/pages/press";
import { statusContent } from "@/content/pages/status";
import { trainingContent, trainingDownloadEnv } from "@/content/pages/training";
import { getPosts } from "@/content/posts";
import { roadmapContent } from "@/content/roadmap";
import { allRoles } from "@/content/roles";
import { siteConfig, siteEmailNames, siteEnv } from "@/content/site";
import { siteTokens } from "@/content/tokens";
import { buildDate } from "@/lib/dates/build-date";
import { roleClosing, type DatedEntry } from "@/lib/dates/dated";
import { statementsOf } from "@/lib/claims/claims";
import {
  ENVIRONMENT,
  exampleDomain,
  healthItems,
  type HealthItem,
  type Offer,
  type Setting,
} from "@/lib/content-health/content-health";
import { roadmapDatedEntries } from "@/lib/dates/roadmap";
import { slugify } from "@/lib/text/slug";
import { statusFreshness } from "@/lib/status/snapshot-age";

/**
 * The content health report on the real content (lib/content-health/content-health.ts decides; this reads):
 * `npm run content:check` (scripts/content-check.mjs), the end of `npm run build`, and the
 * /content-health page under `next dev`. Reads content/ from the working directory.
 */

const SITE_FILE = "content/site.yaml";
const CLAIMS_FILE = "content/claims.yaml";

/**
 * Every dated promise in the content, with its file, field and last day: the roadmap's
 * unfinished targets, the limited-time offer, each role's closing date, the pages' events. A check asks
 * `datedDue(datedEntries(), buildDate(), 30)` (lib/dates/dated.ts) what is past or due soon.
 */
export function datedEntries(): DatedEntry[] {
  return [
    ...roadmapDatedEntries(roadmapContent.items),
    ...limitedTimeEntries(),
    ...blockPageDatedEntries(blockPages()),
    ...allRoles().map((role) =>
      roleClosing(role.source, role.frontmatter.title, role.frontmatter.validThrough),
    ),
  ];
}

/** What the site does while an optional link of content/site.yaml is unset. */
const WHILE_UNSET: Partial<Record<keyof typeof siteEnv.links, string>> = {
  apiDocs: "the footer leaves out API Documentation, and the pages their links to the docs",
  changelog: "the footer leaves out Changelog",
  training:
    "the footer's Training goes to /training, which offers a form to be told when the courses open",
  community: "the footer leaves out Community",
};

/** A profile's address on each network, for examples. */
const SOCIAL_PROFILE: Record<keyof typeof siteEnv.social, (brand: string) => string> = {
  X: (brand) => `https://x.com/${brand}`,
  LinkedIn: (brand) => `https://www.linkedin.com/company/${brand}`,
  YouTube: (brand) => `https://www.youtube.com/@${brand}`,
  Facebook: (brand) => `https://www.facebook.com/${brand}`,
  Instagram: (brand) => `https://www.instagram.com/${brand}`,
};

const fromEnv = (name: string) => ({ name, set: env(name) !== undefined });

/** The values a deployment sets: the address, the e-mail addresses, the links, the monitor. */
function siteSettings(domain: string, brand: string, monitorExample: string): Setting[] {
  const { links } = siteConfig;
  const link = (
    name: keyof typeof siteEnv.links,
    label: string,
    example: string,
    uses?: string,
  ): Setting => ({
    file: SITE_FILE,
    field: `links.${name}`,
    label,
    value: links[name],
    env: fromEnv(siteEnv.links[name]),
    example,
    uses,
    whileUnset: WHILE_UNSET[name],
  });
  return [
    {
      file: SITE_FILE,
      field: "origin",
      label: "the site's address",
      value: siteConfig.origin,
      env: fromEnv(siteEnv.origin),
      example: `https://www.${domain}`,
      uses: "canonical links, the sitemap, the feeds and share cards point there, and search engines would index the site under it",
    },
    ...siteEmailNames.map((name) => ({
      file: SITE_FILE,
      field: `email.${name}`,
      label: `the ${name} e-mail address`,
      value: siteConfig.email[name],
      example: `${name}@${domain}`,
      uses: "every link to write to it opens an e-mail that cannot arrive",
    })),
    link(
      "appLogin",
      "the app's login address",
      `https://app.${domain}/login`,
      "'Login to App' leads nowhere",
    ),
    link(
      "signup",
      "the sign-up address",
      `https://app.${domain}/signup`,
      "every trial button leads nowhere",
    ),
    link(
      "demoVideo",
      "the demo video",
      "https://www.youtube.com/watch?v=your-video",
      "'Watch Demo' leads nowhere",
    ),
    link("apiDocs", "the API documentation", `https://docs.${domain}`),
    link("changelog", "the changelog", `https://www.${domain}/changelog`),
    link("training", "the training academy", `https://academy.${domain}`),
    link("community", "the community", `https://community.${domain}`),
    ...siteConfig.social.map(({ name, href }, index): Setting => ({
      file: SITE_FILE,
      field: `social[${index}] "${name}".href`,
      label: `the ${name} profile`,
      value: href,
      env: fromEnv(siteEnv.social[name]),
      example: SOCIAL_PROFILE[name](brand),
      whileUnset: "its icon is left out of the footer",
    })),
    {
      file: ENVIRONMENT,
      field: siteEnv.statusMonitor,
      label: "the status monitor",
      value: siteConfig.statusMonitor,
      env: fromEnv(siteEnv.statusMonitor),
      example: monitorExample,
      uses: "/status asks it for the state of the services",
    },
  ];
}

/** The downloads the pages offer: the press media kit and the training guides. */
function offers(domain: string): Offer[] {
  const mediaKit = pressContent.mediaKit.items.map((item, index): Offer => ({
    file: "content/pages/press.yaml",
    field: `mediaKit.items[${index}] "${item.name}".url`,
    name: item.name,
    format: item.type,
    url: item.url,
    built: item.builtIn !== undefined,
    env: mediaKitUrlEnv[item.id],
    instead: "the press page has journalists request it by e-mail",
    example: `https://files.${domain}/press/${item.fileName}`,
  }));
  const guides = trainingContent.resources.items.flatMap((resource, index): Offer[] => {
    // A resource linking to a site link (the API docs) is reported with that link.
    const download = resource.link && resource.link in trainingDownloadEnv;
    if (resource.link && !download) return [];
    return [
      {
        file: "content/pages/training.yaml",
        field: `resources.items[${index}] "${resource.title}".url`,
        name: resource.title,
        format: resource.format,
        url: resource.url,
        built: false,
        env: download
          ? trainingDownloadEnv[resource.link as keyof typeof trainingDownloadEnv]
          : undefined,
        instead: "the training page says it is not available yet",
        example: `https://files.${domain}/guides/${slugify(resource.title)}.${resource.format.toLowerCase()}`,
      },
    ];
  });
  return [...mediaKit, ...guides];
}

/**
 * Everything in the content that needs a person on `today` (the build date), in report order.
 * Reads the files afresh on each call under `next dev`, as the pages do.
 */
export function contentHealth(today = buildDate()): { today: string; items: HealthItem[] } {
  const domain = exampleDomain(siteConfig.origin);
  const brand = slugify(siteConfig.name);
  const newest = getPosts().find((post) => !post.draft);
  const monitorExample = `https://status.${domain}/api/v2/summary.json`;
  const items = healthItems({
    today,
    dated: datedEntries(),
    status: {
      file: "content/pages/status.yaml",
      field: "updatedAt",
      freshness: statusFreshness({
        updatedAt: statusContent.updatedAt,
        buildDay: today,
        monitor: siteConfig.statusMonitor,
      }),
      monitorEnv: siteEnv.statusMonitor,
      example: monitorExample,
      uptimeLastDay: statusContent.uptime.lastDay,
    },
    newsletter: {
      promises: statementsOf("content/pages/blog.yaml", blogContent.newsletter, "newsletter"),
      newest: newest && { date: newest.date, source: newest.source },
    },
    claims: {
      file: CLAIMS_FILE,
      disagreements: contentClaimDisagreements("content", {
        claims,
        tokens: siteTokens,
        closedLabel: contactSupportContent.hours.closed,
      }),
    },
    settings: siteSettings(domain, brand, monitorExample),
    offers: offers(domain),
    translations: translationReports(),
  });
  return { today, items };
}
