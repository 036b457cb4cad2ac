import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { envUrl, optionalUrl, pageHero, pageMeta } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";
import { BUILT_MEDIA, logoPackFileName } from "@/lib/media-kit";
import { slugify } from "@/lib/slug";

const mediaKitItem = z.object({
  name: z.string(),
  description: z.string(),
  type: z.enum(["ZIP", "PDF"]),
  size: z.string().regex(/^\d+(\.\d)? MB$/),
  fileName: z.string().regex(/\.(zip|pdf)$/),
  icon: iconName,
  /** A shared-file link the deployment configures; it wins over a built file. */
  url: optionalUrl,
  /** The file the build makes when no URL is configured; with neither, the press team sends it. */
  builtIn: z.enum(BUILT_MEDIA).optional(),
});
export type MediaKitItem = z.infer<typeof mediaKitItem>;

const pressSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  heroAction: z.string(),
  facts: z.object({
    title: z.string(),
    items: z.array(z.object({ label: z.string(), value: z.string(), icon: iconName })).min(1),
    boilerplateTitle: z.string(),
    boilerplate: z.string(),
  }),
  releases: z.object({
    title: z.string(),
    badge: z.string(),
    heading: z.string(),
    text: z.string(),
    action: z.string(),
    subject: z.string(),
  }),
  mediaKit: z.object({
    title: z.string(),
    description: z.string(),
    download: z.string(),
    /** The brand sheet's action and what it is, when the build's page stands in for a file. */
    openSheet: z.string(),
    sheetKind: z.string(),
    /** The action on a file without a shared link: an e-mail to the press team asking for it. */
    requestFile: z.string(),
    requestFileSubject: z.string(),
    requestText: z.string(),
    requestAction: z.string(),
    requestSubject: z.string(),
    items: z.array(mediaKitItem).min(1),
  }),
  milestones: z.object({
    title: z.string(),
    items: z.array(z.object({ date: z.string(), title: z.string(), text: z.string() })).min(1),
  }),
  contacts: z.object({
    title: z.string(),
    description: z.string(),
    items: z
      .array(z.object({ label: z.string(), text: z.string(), email: z.email(), icon: iconName }))
      .min(2),
    addressLabel: z.string(),
  }),
});

const { name, address, email, foundedYear } = siteConfig;

export const pressContent = defineContent("content/pages/press.ts", pressSchema, {
  meta: {
    title: "Press",
    description: `Press resources for ${name}: company facts, media kit with logos and screenshots, milestones and contacts for journalists.`,
  },
  hero: {
    eyebrow: "Press",
    title: "Press and media",
    description: `Everything you need to write about ${name}: the key facts, our story so far, brand assets and a direct line to the people who can answer your questions.`,
  },
  heroAction: "Contact the press team",
  facts: {
    title: "Quick facts",
    items: [
      { label: "Founded", value: String(foundedYear), icon: "CalendarCheck" },
      { label: "Headquarters", value: `${address.city}, ${address.country}`, icon: "MapPin" },
      { label: "Employees", value: "4+", icon: "Users" },
    ],
    boilerplateTitle: `About ${name}`,
    boilerplate: `${name} is the all-in-one marketing, CRM and funnel platform for small and medium businesses, agencies, consultants and course creators. It replaces 15 to 50+ separate tools - funnels and websites, CRM, email and SMS marketing, booking, courses, automation, reputation management and more - with one account and one bill. Founded in ${foundedYear} and headquartered in ${address.city}, ${address.country}, ${name} offers a 14-day free trial with no credit card required.`,
  },
  releases: {
    title: "Press releases",
    badge: "Coming Soon",
    heading: "Our first announcements are on their way",
    text: "We will publish our press releases here. Join our media list to receive them on the day they go out.",
    action: "Join the media list",
    subject: "Media list subscription",
  },
  mediaKit: {
    title: "Media kit",
    description:
      "Logos, brand guidelines, product screenshots and headshots, free to use when writing about us.",
    download: "Download",
    openSheet: "Open the brand sheet",
    sheetKind: "Web page · prints to PDF",
    requestFile: "Request by email",
    requestFileSubject: "Media kit request",
    requestText:
      "Need a file that is not linked yet, or a different format? The press team sends it the same day.",
    requestAction: "Request the media kit",
    requestSubject: "Media kit request",
    items: [
      {
        name: "Logo pack",
        description: "The mark, and the logo for light and for dark backgrounds; SVG and PNG.",
        type: "ZIP",
        size: "2.4 MB",
        fileName: logoPackFileName(name),
        icon: "FileArchive",
        url: envUrl("NEXT_PUBLIC_MEDIA_KIT_LOGOS_URL"),
        builtIn: "logo-pack",
      },
      {
        name: "Product screenshots",
        description: "High-resolution screens of the funnel builder, CRM, inbox and automations.",
        type: "ZIP",
        size: "18.6 MB",
        fileName: `${slugify(name)}-screenshots.zip`,
        icon: "Image",
        url: envUrl("NEXT_PUBLIC_MEDIA_KIT_SCREENSHOTS_URL"),
      },
      {
        name: "Executive headshots",
        description: "Portraits of the leadership team for articles and event listings.",
        type: "ZIP",
        size: "6.1 MB",
        fileName: `${slugify(name)}-executive-headshots.zip`,
        icon: "Users",
        url: envUrl("NEXT_PUBLIC_MEDIA_KIT_HEADSHOTS_URL"),
      },
      {
        name: "Brand guidelines",
        description: "How to use our name and logo: colours, typeface, clear space and sizes.",
        type: "PDF",
        size: "3.2 MB",
        fileName: `${slugify(name)}-brand-guidelines.pdf`,
        icon: "FileText",
        url: envUrl("NEXT_PUBLIC_MEDIA_KIT_BRAND_GUIDELINES_URL"),
        builtIn: "brand-sheet",
      },
    ],
  },
  milestones: {
    title: "Milestones",
    items: [
      {
        date: `Early ${foundedYear}`,
        title: `${name} is founded`,
        text: `The company starts in ${address.city} with one goal: replace the pile of tools small businesses pay for with a single platform.`,
      },
      {
        date: `Mid ${foundedYear}`,
        title: "Private beta",
        text: "More than 50 businesses move their funnels, contacts and campaigns onto the platform and shape it with their feedback.",
      },
      {
        date: `September ${foundedYear}`,
        title: "Public launch",
        text: "The platform opens to everyone with four plans, a 14-day free trial and the 30-Day Platinum Guarantee.",
      },
    ],
  },
  contacts: {
    title: "Press contacts",
    description: "Journalists, analysts and podcast hosts: we answer within one business day.",
    items: [
      {
        label: "Media enquiries",
        text: "Interviews, comments, data and assets.",
        email: email.press,
        icon: "Megaphone",
      },
      {
        label: "General enquiries",
        text: "Anything else about the company or the platform.",
        email: email.support,
        icon: "Mail",
      },
    ],
    addressLabel: "Headquarters",
  },
});
