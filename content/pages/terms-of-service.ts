import { defineContent } from "@/content/define";
import { legalDocumentSchema } from "@/content/pages/legal";
import { siteConfig } from "@/content/site";

const { name, address, email } = siteConfig;

export const termsOfService = defineContent(
  "content/pages/terms-of-service.ts",
  legalDocumentSchema,
  {
    meta: {
      title: "Terms of Service",
      description: `The terms for using ${name}: accounts, the free trial, fees and billing, cancellation, acceptable use, liability and governing law.`,
    },
    eyebrow: "Legal",
    title: "Terms of Service",
    summary: `The agreement between you and ${name} when you use our website and platform.`,
    lastUpdated: "2025-09-16",
    lastUpdatedLabel: "Last updated",
    tocLabel: "On this page",
    contactEmail: email.legal,
    intro: [
      `These Terms of Service ("Terms") govern your use of the ${name} website and platform (the "Service"), provided by ${name}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country} ("${name}", "we", "us").`,
      'By creating an account or using the Service you agree to these Terms. If you use the Service on behalf of a company, you confirm that you may bind it to these Terms, and "you" means that company.',
    ],
    sections: [
      {
        id: "eligibility",
        title: "Eligibility and accounts",
        blocks: [
          {
            kind: "list",
            items: [
              "You must be at least 18 years old to register an account.",
              "The Service is not meant for children under 13.",
              "You may hold one account per person or legal entity. An account may contain several workspaces and team members, within the limits of your plan.",
              "You must give accurate information, keep it up to date and keep your login details secret. You are responsible for what happens under your account.",
            ],
          },
        ],
      },
      {
        id: "the-service",
        title: "The Service",
        blocks: [
          {
            kind: "p",
            text: "The Service combines funnels and websites, CRM, email and SMS marketing, booking, courses, automation and related tools. Features and limits depend on your plan, as shown on our pricing table. We improve the Service continually and may change or retire features, but we will not materially reduce the core features of a plan you have paid for during the paid period.",
          },
        ],
      },
      {
        id: "free-trial",
        title: "Free trial",
        blocks: [
          {
            kind: "p",
            text: "New customers can try the Service free for 14 days. No credit card is required to start.",
          },
          {
            kind: "list",
            items: [
              "If you choose a plan and add a payment method during the trial, that plan is charged automatically when the trial ends, unless you cancel before the trial ends.",
              "If you have not chosen a plan when the trial ends, your account is paused with no charge. You can pick a plan later to continue where you left off.",
            ],
          },
        ],
      },
      {
        id: "fees-and-payment",
        title: "Fees and payment",
        blocks: [
          {
            kind: "list",
            items: [
              "Fees are due in advance, monthly or annually depending on the billing period you choose. Annual billing costs the price of 10 months for 12.",
              "Fees are non-refundable, except where the law requires a refund or under the 30-Day Platinum Guarantee below.",
              "Prices exclude VAT and other taxes, which are added where they apply.",
              "We may change our prices with 30 days' notice by email. A new price applies from your next billing period after the notice ends; if you do not agree, you may cancel before then.",
              "If a payment fails, we will tell you and retry. If it still fails, we may suspend the account until the balance is paid.",
              "There are no setup fees.",
            ],
          },
        ],
      },
      {
        id: "guarantee",
        title: "30-Day Platinum Guarantee",
        blocks: [
          {
            kind: "p",
            text: `If you are not satisfied, ask for a refund within 30 days of your first paid charge and we will refund that charge in full, no questions asked. Write to ${email.support} from the email address on your account. The guarantee applies once per customer.`,
          },
        ],
      },
      {
        id: "plan-changes",
        title: "Upgrades and downgrades",
        blocks: [
          {
            kind: "p",
            text: "You can change your plan at any time. Upgrades apply immediately, and we charge the difference for the rest of the current billing period. Downgrades apply at the start of your next billing cycle; make sure your usage fits the new plan's limits by then.",
          },
        ],
      },
      {
        id: "cancellation",
        title: "Cancellation",
        blocks: [
          {
            kind: "p",
            text: "There are no contracts: you can cancel at any time with one click in your account settings. Cancellation takes effect at the end of the current billing period, and you keep access until then. Export any data you want to keep before that date; after it, we delete your account data as described in our",
            link: { label: "Privacy Policy", href: "/privacy-policy" },
          },
        ],
      },
      {
        id: "acceptable-use",
        title: "Acceptable use",
        blocks: [
          { kind: "p", text: "You agree not to use the Service to:" },
          {
            kind: "list",
            items: [
              "send spam or messages to people who have not agreed to receive them, or break anti-spam, telemarketing or privacy laws;",
              "publish unlawful, misleading, infringing or harmful content;",
              "collect personal data without a lawful basis or the notices the law requires;",
              "probe, disrupt or overload the Service, or try to access data that is not yours;",
              "copy, resell or reverse engineer the Service, except where the law allows it.",
            ],
          },
          {
            kind: "p",
            text: "We may remove content or suspend accounts that break these rules, and will tell you why unless the law prevents us.",
          },
        ],
      },
      {
        id: "your-content",
        title: "Your content and data",
        blocks: [
          {
            kind: "p",
            text: "You keep all rights to the content and data you put into the Service. You give us permission to host, copy and process it only as needed to provide the Service to you. For personal data about your contacts, you are the controller and we act as your processor under our data processing terms.",
          },
          {
            kind: "p",
            text: "How we handle personal data about you is explained in our",
            link: { label: "Privacy Policy", href: "/privacy-policy" },
          },
        ],
      },
      {
        id: "intellectual-property",
        title: "Our intellectual property",
        blocks: [
          {
            kind: "p",
            text: `The Service, its software, templates, designs and the ${name} name and logo belong to ${name} or its licensors. We give you a limited, non-exclusive, non-transferable right to use them while your subscription is active. Feedback you send us may be used to improve the Service without obligation to you.`,
          },
        ],
      },
      {
        id: "third-party-services",
        title: "Third-party services",
        blocks: [
          {
            kind: "p",
            text: "The Service connects to services of other companies, such as payment providers and messaging carriers. Your use of them is governed by their own terms, and we are not responsible for their availability or actions.",
          },
        ],
      },
      {
        id: "availability",
        title: "Availability and support",
        blocks: [
          {
            kind: "p",
            text: "We work to keep the Service available around the clock and publish its current state on our status page. Planned maintenance is announced in advance where possible. Support is provided at the level included in your plan, and we reply to support requests within 24 hours.",
          },
        ],
      },
      {
        id: "disclaimers",
        title: "Disclaimers",
        blocks: [
          {
            kind: "p",
            text: 'Apart from what these Terms expressly promise, the Service is provided "as is". We do not guarantee that it will be error-free or uninterrupted, or that it will achieve particular business results. Nothing in these Terms limits rights you have as a consumer that cannot be limited by contract.',
          },
        ],
      },
      {
        id: "limitation-of-liability",
        title: "Limitation of liability",
        blocks: [
          {
            kind: "p",
            text: `To the extent the law allows, the total liability of ${name} arising out of or relating to these Terms or the Service is limited to the amount you paid us in the twelve months before the event giving rise to the claim. We are not liable for indirect or consequential losses such as lost profits, revenue, data or goodwill.`,
          },
          {
            kind: "p",
            text: "These limits do not apply to liability for fraud, for intentional misconduct or gross negligence, for death or personal injury, or to any other liability that cannot be limited by law.",
          },
        ],
      },
      {
        id: "indemnification",
        title: "Indemnification",
        blocks: [
          {
            kind: "p",
            text: "If a third party brings a claim against us because of your content or your breach of these Terms, you will cover the reasonable costs and damages that result, provided we tell you promptly and let you take part in the defence.",
          },
        ],
      },
      {
        id: "termination",
        title: "Suspension and termination",
        blocks: [
          {
            kind: "p",
            text: "We may suspend or close an account that seriously or repeatedly breaks these Terms, that puts the Service or other users at risk, or whose fees remain unpaid. Where possible we give notice first and a chance to fix the problem. Sections that by their nature should survive termination, such as fees owed, liability and governing law, continue to apply.",
          },
        ],
      },
      {
        id: "governing-law",
        title: "Governing law and jurisdiction",
        blocks: [
          {
            kind: "p",
            text: `These Terms are governed by Belgian law. Any dispute arising from them falls under the exclusive jurisdiction of the courts of ${address.city}, ${address.country}. If you are a consumer, you keep the protection of the mandatory laws of the country where you live and may also bring proceedings there.`,
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to these Terms",
        blocks: [
          {
            kind: "p",
            text: "We may update these Terms. We will tell you about material changes by email at least 30 days before they take effect. If you keep using the Service after that, the new Terms apply; if you do not agree, you may cancel before they do.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contact us",
        blocks: [
          { kind: "p", text: "Questions about these Terms? Write to us:" },
          { kind: "contact" },
        ],
      },
    ],
  },
);
