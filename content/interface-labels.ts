import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import interfaceLabelsFile from "@/content/interface-labels.yaml";

const text = z.string().min(1);

export const interfaceLabelsSchema = z.object({
  skipLink: text,
  /** Read after the name of every link that opens in a new tab (screen readers only). */
  newTab: text,
  /** Read after the brand's name in the logo, which links to the home page (screen readers only). */
  logoHome: text,
  draft: text.describe(
    "The label on a draft (a post, help article, role or legal page) in the preview; the published site never shows drafts.",
  ),
  /** Words of the hand-made pages (about, careers, blog, help, contact) that no page file holds. */
  pages: z.object({
    home: text.describe("The first step of every page's breadcrumb trail, for search results."),
    companyFacts: text.describe("The name screen readers announce for the About page's figures."),
    supportChannels: text.describe(
      "The name screen readers announce for the chat and e-mail cards on Contact support.",
    ),
    supportDetails: text.describe(
      "The name screen readers announce for the hours, office and help card beside the contact form.",
    ),
    rolesInEnglish: text.describe(
      "Under the open roles on a translated Careers page: the roles themselves are published in English only.",
    ),
    inEnglish: text.describe("Beside a link to a page that exists in English only."),
    englishBlog: text.describe(
      "On a translated blog: the link to the English blog, which has more articles.",
    ),
    englishHelp: text.describe(
      "On a translated Help Center: the link to the English one, which has every article.",
    ),
  }),
  header: z.object({
    navLabel: text.describe("The name screen readers announce for the header's navigation."),
    login: text,
    trial: text,
  }),
  mobileMenu: z.object({
    navLabel: text.describe("The name screen readers announce for the menu on phones."),
    open: text,
    close: text,
  }),
  footer: z.object({
    socialLabel: text,
    socialLink: text.describe("Each social icon's name; {network} is the network's name."),
    rights: text,
    legalLabel: text,
  }),
  contents: text.describe(
    "The heading of the contents list beside a long post or help article (folded above it on phones).",
  ),
  theme: z.object({
    label: text.describe("The name screen readers announce for the footer's theme control."),
    system: text.describe("The choice that follows the device's light or dark setting."),
    light: text,
    dark: text,
  }),
  toasts: z.object({ regionLabel: text, close: text }),
  /** Words the blocks and sections of a page put around their content's numbers and names. */
  blocks: z.object({
    perMonth: text.describe('After a monthly price on the plan cards and table: "/month".'),
    perYear: text.describe('After a yearly price on the plan cards and table: "/year".'),
    perMonthShort: text.describe('After a monthly cost in the cost story: "/mo".'),
    spokenPrice: text
      .includes("{plan}")
      .includes("{price}")
      .includes("{period}")
      .describe(
        "Read to screen readers for each plan when the billing period changes: {plan} {price} per {period}.",
      ),
    spokenMonth: text.describe("{period} of a monthly price, read to screen readers: month."),
    spokenYear: text.describe("{period} of a yearly price, read to screen readers: year."),
    planContext: text
      .includes("{plan}")
      .describe("Read after a plan's sign-up button (screen readers only): with {plan}."),
    salesContext: text
      .includes("{plan}")
      .describe("Read after a plan's contact-sales button (screen readers only): about {plan}."),
    featureContext: text
      .includes("{feature}")
      .describe('Read after "Learn more" under a feature (screen readers only): about {feature}.'),
    labelled: text
      .includes("{label}")
      .includes("{text}")
      .describe(
        "A label before what it names, as the language punctuates it: {label}: {text} (French puts a space before the colon).",
      ),
    quarter: text
      .includes("{quarter}")
      .includes("{year}")
      .describe("A quarter on the roadmap: Q{quarter} {year}."),
  }),
  notFound: z.object({
    title: text,
    description: text,
    eyebrow: text,
    heading: text,
    text,
    home: text,
    searchLabel: text,
    searchPlaceholder: text,
    searchButton: text,
    popularHeading: text,
  }),
  errorPage: z
    .object({
      heading: text,
      text: text.describe("Under the heading: what the reader is told went wrong."),
      retry: text.describe("The button that loads the page again."),
      home: text.describe("The link back to the home page."),
    })
    .describe(
      "The page a reader sees when a page fails in the browser after it has loaded (a script error, not a missing page).",
    ),
  structuredData: z
    .object({
      monthlyOffer: text
        .includes("{plan}")
        .describe("A plan billed monthly as search engines list it: {plan} (monthly)."),
      annualOffer: text
        .includes("{plan}")
        .describe("A plan billed annually as search engines list it: {plan} (annual)."),
    })
    .describe("Words of the structured data search engines read (JSON-LD), never shown on a page."),
  agents: z
    .object({
      pages: text.describe(
        "The heading of the site's main pages in llms.txt, the list agents read.",
      ),
      otherLanguages: text.describe(
        "The heading in llms.txt of the links to the same list in the site's other languages.",
      ),
    })
    .describe("The words of llms.txt, the site's summary for AI agents (one per language)."),
});

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const interfaceLabelsIn = defineLocalizedContent(
  "content/interface-labels.yaml",
  interfaceLabelsSchema,
  interfaceLabelsFile,
);

export const interfaceLabels = interfaceLabelsIn("en");
