import { FIRST_TOUCH_KEY, FIRST_TOUCH_MAX_AGE_DAYS } from "@/lib/first-touch";
import { defineContent } from "@/content/define";
import { legalDocumentSchema } from "@/content/pages/legal";
import { siteConfig } from "@/content/site";

const { name, address, email } = siteConfig;

export const privacyPolicy = defineContent("content/pages/privacy-policy.ts", legalDocumentSchema, {
  meta: {
    title: "Privacy Policy",
    description: `How ${name} collects, uses, shares and protects personal data, how long we keep it and how to exercise your rights under the GDPR.`,
  },
  eyebrow: "Legal",
  title: "Privacy Policy",
  summary: `How ${name} collects, uses and protects your personal data, and the rights you have over it.`,
  lastUpdated: "2025-09-16",
  lastUpdatedLabel: "Last updated",
  tocLabel: "On this page",
  contactEmail: email.privacy,
  intro: [
    `This Privacy Policy explains how ${name} ("${name}", "we", "us") handles personal data when you visit our website, start a free trial, use our platform or contact us. We wrote it to be read, not skimmed past: if anything is unclear, write to us and we will explain.`,
    "We process personal data in line with the EU General Data Protection Regulation (GDPR) and Belgian data protection law.",
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        {
          kind: "p",
          text: `${name} is the controller of the personal data described in this policy. Our registered office is at ${address.street}, ${address.postalCode} ${address.city}, ${address.country}.`,
        },
        {
          kind: "p",
          text: `When you use the platform to store data about your own customers and contacts, you are the controller of that data and ${name} acts as your processor under our data processing terms.`,
        },
      ],
    },
    {
      id: "data-we-collect",
      title: "The data we collect",
      blocks: [
        {
          kind: "p",
          text: "We collect only what we need to run the platform and to serve you well:",
        },
        {
          kind: "terms",
          items: [
            {
              term: "Account data",
              description:
                "Your name, email address, phone number, company name, password (stored only as a secure hash) and account settings.",
            },
            {
              term: "Billing data",
              description:
                "Billing address, VAT number, plan and invoice history. Card details are handled by our payment provider; we never see or store full card numbers.",
            },
            {
              term: "Usage data",
              description:
                "Log data such as IP address, browser type, pages visited, features used and the time and date of each action, which we use to keep the service secure and improve it.",
            },
            {
              term: "Support communications",
              description:
                "Messages you send us by email, chat or the contact form, and our replies.",
            },
            {
              term: "Cookie data",
              description:
                "Information stored by cookies and similar technologies, as described in the Cookies section below.",
            },
          ],
        },
      ],
    },
    {
      id: "how-we-use-data",
      title: "How we use your data",
      blocks: [
        {
          kind: "list",
          items: [
            "To create and run your account and provide the features of your plan.",
            "To process payments, issue invoices and meet our tax and accounting obligations.",
            "To answer your questions and provide support, migration help and training.",
            "To keep the platform secure, detect abuse and fix problems.",
            "To understand how the platform is used so we can improve it.",
            "To send you product news and offers, only where you have agreed to receive them. You can unsubscribe at any time.",
          ],
        },
      ],
    },
    {
      id: "legal-bases",
      title: "Legal bases for processing",
      blocks: [
        {
          kind: "terms",
          items: [
            {
              term: "Contract",
              description: "Processing needed to provide the service you signed up for.",
            },
            {
              term: "Legal obligation",
              description:
                "Keeping financial records and answering lawful requests from authorities.",
            },
            {
              term: "Legitimate interests",
              description:
                "Securing the platform, preventing fraud and improving our products, balanced against your rights.",
            },
            {
              term: "Consent",
              description:
                "Optional cookies and marketing emails. You can withdraw consent at any time, as easily as you gave it.",
            },
          ],
        },
      ],
    },
    {
      id: "sharing",
      title: "Who we share data with",
      blocks: [
        {
          kind: "p",
          text: "We do not sell your personal data. We share it only with service providers who help us run the platform - hosting, payment processing, email and SMS delivery, and customer support tools - under contracts that require them to protect it and use it only on our instructions.",
        },
        {
          kind: "p",
          text: "We may also disclose data when the law requires it, to protect our rights or users, or as part of a merger or acquisition, in which case we will tell you in advance.",
        },
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      blocks: [
        {
          kind: "p",
          text: "We store data in the European Economic Area wherever possible. When a provider processes data outside it, we rely on an adequacy decision of the European Commission or on the Standard Contractual Clauses, with additional safeguards where needed.",
        },
      ],
    },
    {
      id: "data-retention",
      title: "How long we keep data",
      blocks: [
        { kind: "p", text: "We keep personal data only as long as we need it:" },
        {
          kind: "terms",
          items: [
            {
              term: "Account data",
              description:
                "For as long as your account is active. When you close your account we delete it or make it anonymous, unless the law requires us to keep it.",
            },
            { term: "Usage data", description: "Up to 2 years." },
            { term: "Support communications", description: "3 years after the conversation ends." },
            {
              term: "Financial records",
              description: "7 years, as required by tax and accounting law.",
            },
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights under the GDPR",
      blocks: [
        { kind: "p", text: "You have the right to:" },
        {
          kind: "list",
          items: [
            "access the personal data we hold about you and receive a copy;",
            "have inaccurate data corrected;",
            "have your data erased when we no longer need it or you withdraw consent;",
            "restrict or object to certain processing, including direct marketing;",
            "receive your data in a portable, machine-readable format;",
            "withdraw consent at any time, without affecting processing that happened before.",
          ],
        },
        {
          kind: "p",
          text: `To exercise any of these rights, email ${email.privacy}. We answer within one month. You also have the right to lodge a complaint with the Belgian Data Protection Authority (Autorité de protection des données / Gegevensbeschermingsautoriteit) or the supervisory authority where you live.`,
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        {
          kind: "p",
          text: "We use necessary cookies to run the website and remember your choices. Analytics, marketing and preference cookies are used only after you agree to them in our cookie banner, and they stay off until you do.",
        },
        {
          kind: "p",
          text: "You can change or withdraw your choice at any time with the 'Cookie Settings' link at the bottom of every page. Withdrawing a category removes what that category stored.",
        },
        {
          kind: "p",
          text: `With marketing cookies allowed, we remember the campaign that first brought you to the site during a visit (the utm_source, utm_medium, utm_campaign, utm_term and utm_content parameters of the link you followed) in your browser's local storage under "${FIRST_TOUCH_KEY}", for up to ${FIRST_TOUCH_MAX_AGE_DAYS} days. If you then send the contact form or sign up for the newsletter, those parameters go with it, together with the address of the page you sent it from, so we know which campaigns bring enquiries. Withdrawing marketing consent deletes them.`,
        },
      ],
    },
    {
      id: "security",
      title: "How we protect your data",
      blocks: [
        {
          kind: "p",
          text: "We encrypt data in transit and at rest, limit access to the people who need it, log and review access to production systems, and test our backups. No system is perfectly secure, but if a breach affects your data we will notify you and the authorities as the law requires.",
        },
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        {
          kind: "p",
          text: "Our services are not meant for children under 13, and we do not knowingly collect personal data from them. You must be at least 18 years old to register an account. If you believe a child has given us personal data, contact us and we will delete it.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          kind: "p",
          text: "We may update this policy as our services or the law change. We show the date of the latest change at the top of this page and tell account holders about material changes by email before they take effect.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        { kind: "p", text: "Questions about this policy or your data? Write to us:" },
        { kind: "contact" },
        {
          kind: "p",
          text: "The rules for using the platform are in our",
          link: { label: "Terms of Service", href: "/terms-of-service" },
        },
      ],
    },
  ],
});
