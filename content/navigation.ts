import { z } from "zod";
import { defineContent } from "@/content/define";
import { siteConfig } from "@/content/site";

/** The landing-page sections that navigation can scroll to. */
export const sectionIds = ["features", "pricing", "integrations", "faq"] as const;
export type SectionId = (typeof sectionIds)[number];

const navItem = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("section"), label: z.string(), section: z.enum(sectionIds) }),
  z.object({
    kind: z.literal("page"),
    label: z.string(),
    href: z.string().regex(/^\/[a-z0-9-]*$/),
  }),
  /** External target from the site config; without a URL it renders as plain text. */
  z.object({ kind: z.literal("external"), label: z.string(), href: z.url().optional() }),
  z.object({ kind: z.literal("email"), label: z.string(), address: z.email() }),
  /** Reopens the cookie settings; wired by the consent banner. */
  z.object({ kind: z.literal("cookie-settings"), label: z.string() }),
]);
export type NavItem = z.infer<typeof navItem>;

const navigationSchema = z.object({
  header: z.array(navItem.and(z.object({ kind: z.literal("section") }))),
  footerColumns: z.array(z.object({ title: z.string(), items: z.array(navItem) })),
  legal: z.array(navItem),
});

const { links, email } = siteConfig;

export const navigation = defineContent("content/navigation.ts", navigationSchema, {
  header: [
    { kind: "section", label: "Features", section: "features" },
    { kind: "section", label: "Pricing", section: "pricing" },
    { kind: "section", label: "Integrations", section: "integrations" },
    { kind: "section", label: "FAQ", section: "faq" },
  ],
  footerColumns: [
    {
      title: "Product",
      items: [
        { kind: "section", label: "Features", section: "features" },
        { kind: "section", label: "Pricing", section: "pricing" },
        { kind: "section", label: "Integrations", section: "integrations" },
        { kind: "external", label: "API Documentation", href: links.apiDocs },
        { kind: "external", label: "Changelog", href: links.changelog },
      ],
    },
    {
      title: "Company",
      items: [
        { kind: "page", label: "About", href: "/about" },
        { kind: "page", label: "Careers", href: "/careers" },
        { kind: "page", label: "Blog", href: "/blog" },
        { kind: "page", label: "Press", href: "/press" },
        { kind: "page", label: "Partners", href: "/partners" },
      ],
    },
    {
      title: "Support",
      items: [
        { kind: "page", label: "Help Center", href: "/help-center" },
        { kind: "email", label: "Email Support", address: email.support },
        links.training
          ? { kind: "external", label: "Training", href: links.training }
          : { kind: "page", label: "Training", href: "/training" },
        { kind: "external", label: "Community", href: links.community },
        { kind: "page", label: "System Status", href: "/status" },
      ],
    },
  ],
  legal: [
    { kind: "page", label: "Privacy Policy", href: "/privacy-policy" },
    { kind: "page", label: "Terms of Service", href: "/terms-of-service" },
    { kind: "page", label: "GDPR", href: "/gdpr" },
    { kind: "cookie-settings", label: "Cookie Settings" },
  ],
});
