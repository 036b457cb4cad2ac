import type { Node } from "@markdoc/markdoc";
import { outline } from "@/lib/content/article";
import { textOf } from "@/lib/content/markdown";
import type { ChatIndex, ChatIndexEntry } from "@/lib/chat/chat-search";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatUsd } from "@/lib/text/format";
import { lowestMonthlyPrice, type PlanPrice } from "@/lib/pricing/pricing";

type HelpSource = {
  slug: string;
  frontmatter: { title: string; description: string; category: string };
  body: Node;
};

export type IndexSources = {
  faq: { items: readonly { question: string; answer: string }[]; url: string };
  plans: {
    items: readonly (PlanPrice & { id: string; name: string; description: string })[];
    url: string;
  };
  help: readonly HelpSource[];
  /** Where a help article is read in this language (`/fr/help-center/<slug>`). */
  helpUrl?: (slug: string) => string;
  /**
   * In another language: the English articles not translated into it. They answer only what
   * nothing in the language answers, and the chat says they exist only in English.
   */
  englishOnlyHelp?: readonly HelpSource[];
  /** Another language's stop words and endings (lib/chat/languages.ts). */
  language?: ChatIndex["language"];
  /** A price as the index's language writes it ("$97" in English, "97 $US" in French). */
  formatPrice?: (amount: number) => string;
  /** Copy from content/chat.yaml: `{name}`, `{price}`, `{list}`, `{lowest}` placeholders. */
  copy: {
    plansTitle: string;
    plansText: string;
    plansTerms: readonly string[];
    planTitle: string;
    planText: string;
    monthlyPrice: string;
    annualOnlyPrice: string;
  };
};

function firstParagraph(body: Node): string {
  const paragraph = body.children.find((node) => node.type === "paragraph");
  return paragraph ? textOf(paragraph) : "";
}

function planPrice(
  plan: PlanPrice,
  copy: IndexSources["copy"],
  formatPrice: (amount: number) => string,
): string {
  return plan.monthlyPrice === null
    ? fillTemplate(copy.annualOnlyPrice, { annual: formatPrice(plan.annualPrice) })
    : fillTemplate(copy.monthlyPrice, {
        monthly: formatPrice(plan.monthlyPrice),
        annual: formatPrice(plan.annualPrice),
      });
}

/**
 * The one index the chat searches: every FAQ answer, the plans with their prices, and each help
 * article's first paragraph (found by its title, description and headings), with the URL each
 * answer comes from. Built at build
 * time from the content modules, so a price or an answer is never typed twice.
 */
export function buildChatIndex({
  faq,
  plans,
  help,
  copy,
  helpUrl = (slug) => `/help-center/${slug}`,
  englishOnlyHelp = [],
  language,
  formatPrice = formatUsd,
}: IndexSources): ChatIndex {
  const faqEntries: ChatIndexEntry[] = faq.items.map((item, index) => ({
    id: `faq-${index + 1}`,
    kind: "faq",
    title: item.question,
    text: item.answer,
    url: faq.url,
    terms: [],
  }));
  const list = plans.items
    .map((plan) => `${plan.name} ${planPrice(plan, copy, formatPrice)}`)
    .join(", ");
  const planEntries: ChatIndexEntry[] = [
    {
      id: "plans",
      kind: "plans",
      title: copy.plansTitle,
      text: fillTemplate(copy.plansText, {
        lowest: formatPrice(lowestMonthlyPrice(plans.items)),
        list,
      }),
      url: plans.url,
      terms: [...copy.plansTerms],
    },
    ...plans.items.map<ChatIndexEntry>((plan) => ({
      id: `plan-${plan.id}`,
      kind: "plans",
      title: fillTemplate(copy.planTitle, { name: plan.name }),
      text: fillTemplate(copy.planText, {
        name: plan.name,
        price: planPrice(plan, copy, formatPrice),
        description: plan.description,
      }),
      url: plans.url,
      terms: [],
    })),
  ];
  const helpEntry = (article: HelpSource, url: string): ChatIndexEntry => ({
    id: `help-${article.slug}`,
    kind: "help",
    title: article.frontmatter.title,
    // The answer is the article's opening paragraph; its description, written as a summary
    // ("When you are billed, how renewals ... work"), reads as a fragment in a reply, so it only
    // helps the search find the article.
    text: firstParagraph(article.body) || article.frontmatter.description,
    url,
    terms: [
      article.frontmatter.category,
      article.frontmatter.description,
      ...outline(article.body).map((heading) => heading.title),
    ],
  });
  const helpEntries = help.map((article) => helpEntry(article, helpUrl(article.slug)));
  const englishOnlyEntries = englishOnlyHelp.map((article) => ({
    ...helpEntry(article, `/help-center/${article.slug}`),
    englishOnly: true as const,
  }));
  return {
    entries: [...faqEntries, ...planEntries, ...helpEntries, ...englishOnlyEntries],
    ...(language && { language }),
  };
}
