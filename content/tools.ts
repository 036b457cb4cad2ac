import { z } from "zod";
import { defineContent } from "@/content/define";

const toolSchema = z.object({
  feature: z.string().min(1),
  /** Well-known tools a business typically pays for to get this feature. */
  replacedTools: z.array(z.string().min(1)).min(1),
  /** Typical monthly price of those tools for a small team, in US dollars. */
  otherToolsPrice: z.number().int().positive(),
  /** The email tool's price depends on list size; the calculator reprices it by contacts. */
  pricedByContacts: z.boolean().default(false),
});

export type Tool = z.infer<typeof toolSchema>;

const toolsSchema = z
  .array(toolSchema)
  .min(2)
  .refine((tools) => tools.filter((tool) => tool.pricedByContacts).length === 1, {
    message: "exactly one tool (the email tool) is priced by contacts",
  });

/** What the platform replaces and what those tools cost: the cost story and the calculator. */
export const tools = defineContent("content/tools.ts", toolsSchema, [
  {
    feature: "Sales funnels & landing pages",
    replacedTools: ["ClickFunnels", "Leadpages", "Unbounce"],
    otherToolsPrice: 297,
  },
  {
    feature: "Website builder & hosting",
    replacedTools: ["Wix", "Squarespace", "Webflow"],
    otherToolsPrice: 79,
  },
  {
    feature: "CRM & sales pipelines",
    replacedTools: ["HubSpot", "Pipedrive", "Salesforce"],
    otherToolsPrice: 1500,
  },
  {
    feature: "Email marketing",
    replacedTools: ["Mailchimp", "ActiveCampaign", "Kit"],
    otherToolsPrice: 199,
    pricedByContacts: true,
  },
  {
    feature: "SMS & two-way texting",
    replacedTools: ["SimpleTexting", "Textedly"],
    otherToolsPrice: 118,
  },
  {
    feature: "Appointment booking",
    replacedTools: ["Calendly", "Acuity Scheduling"],
    otherToolsPrice: 96,
  },
  {
    feature: "Courses & memberships",
    replacedTools: ["Kajabi", "Teachable", "Thinkific"],
    otherToolsPrice: 599,
  },
  {
    feature: "Workflow automation",
    replacedTools: ["Zapier", "Make"],
    otherToolsPrice: 399,
  },
  {
    feature: "Reputation management",
    replacedTools: ["Birdeye", "Podium"],
    otherToolsPrice: 599,
  },
  {
    feature: "Call tracking",
    replacedTools: ["CallRail", "CallTrackingMetrics"],
    otherToolsPrice: 245,
  },
  {
    feature: "Communities",
    replacedTools: ["Circle", "Mighty Networks", "Skool"],
    otherToolsPrice: 219,
  },
  {
    feature: "Document signing",
    replacedTools: ["DocuSign", "PandaDoc"],
    otherToolsPrice: 65,
  },
  {
    feature: "Forms & surveys",
    replacedTools: ["Typeform", "Jotform"],
    otherToolsPrice: 99,
  },
  {
    feature: "Website live chat",
    replacedTools: ["Intercom", "Drift", "LiveChat"],
    otherToolsPrice: 699,
  },
  {
    feature: "Social media planner",
    replacedTools: ["Hootsuite", "Buffer", "Later"],
    otherToolsPrice: 249,
  },
  {
    feature: "Affiliate management",
    replacedTools: ["Tapfiliate", "FirstPromoter"],
    otherToolsPrice: 149,
  },
  {
    feature: "Invoicing & payments",
    replacedTools: ["FreshBooks", "HoneyBook"],
    otherToolsPrice: 55,
  },
  {
    feature: "AI content writer",
    replacedTools: ["Jasper", "Copy.ai"],
    otherToolsPrice: 125,
  },
  {
    feature: "Ad attribution & reporting",
    replacedTools: ["Hyros", "Triple Whale"],
    otherToolsPrice: 799,
  },
  {
    feature: "AI receptionist & missed-call text-back",
    replacedTools: ["Smith.ai", "Ruby"],
    otherToolsPrice: 292,
  },
  {
    feature: "Webinars & events",
    replacedTools: ["WebinarJam", "Zoom Webinars"],
    otherToolsPrice: 229,
  },
]);
