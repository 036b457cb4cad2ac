import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { pageUrl } from "@/scripts/search-index.mjs";
import { claimsIn } from "@/content/claims";
import { footerContentIn } from "@/content/footer";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { navigationIn } from "@/content/navigation";
import { aboutContentIn } from "@/content/pages/about";
import { blogContentIn } from "@/content/pages/blog";
import { brandContentIn } from "@/content/pages/brand";
import { getCareersContent } from "@/content/pages/careers";
import { contactSupportContentIn } from "@/content/pages/contact-support";
import { helpCenterContentIn } from "@/content/pages/help-center";
import { legalPageContentIn } from "@/content/pages/legal";
import { partnersContentIn } from "@/content/pages/partners";
import { pressContentIn } from "@/content/pages/press";
import { statusContentIn } from "@/content/pages/status";
import { thankYouContentIn } from "@/content/pages/thank-you";
import { trainingContentIn } from "@/content/pages/training";
import { plans } from "@/content/plans";
import { featuresContent } from "@/content/landing/features";
import { allRoles } from "@/content/roles";
import { siteConfig } from "@/content/site";
import { languageNames, locales, type Locale } from "@/lib/i18n/locales";
import { OUT_DIR } from "./support/routes";

/**
 * A French, Dutch or German reader sees no English interface on a page published in their
 * language. Every page of the export in fr, nl and de is opened, and everything on it a person
 * reads or hears - its text (screen-reader text and closed menus included), its title and the
 * aria-label, alt, title and placeholder of its elements - is searched for the English of the
 * site's interface labels (content/interface-labels.yaml), its navigation (menus, footer), the
 * footer's words and the hand-made pages' own files (content/pages/). A label whose translation is the same word ("Blog", "CRM") is no mistake,
 * nor are the names below. Text marked as English (`lang="en"`, the roles, which are published
 * in English only, and the legal documents' link to their English version) is English by design.
 * A failure names the page and each label with the words around it.
 */

/** Every `name` under `value`: the people and businesses the product mock-ups show. */
const namesIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(namesIn)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, item]) =>
          key === "name" && typeof item === "string" ? [item] : namesIn(item),
        )
      : [];

/**
 * Names that are the same in every language: the brand, the plans, the languages' own names,
 * the roles' titles (the jobs are advertised in English: an Apply button names its role) and
 * the customers in the product mock-ups ("Atlas Legal").
 */
const NAMES = new Set<string>([
  ...namesIn(featuresContent),
  siteConfig.name,
  ...allRoles().map((role) => role.frontmatter.title),
  ...plans.map((plan) => plan.name),
  ...locales.map((locale) => languageNames[locale].name),
  "English",
]);

/** English labels that are words of the language too, rightly on its pages ("das Monitoring"). */
const BORROWED: Record<Exclude<Locale, "en">, string[]> = {
  fr: [],
  nl: [],
  de: ["Monitoring", "Module {n}"],
};

/**
 * The hand-made pages' files (content/pages/*.yaml), each read in a language, and the pages
 * (English paths) that show it: its words are looked for there only, as a word a translation
 * borrows from English ("Messaging") may be right on another page.
 */
const PAGE_FILES: Record<string, { read: (locale: Locale) => unknown; pages: RegExp }> = {
  about: { read: aboutContentIn, pages: /^\/about$/ },
  blog: { read: blogContentIn, pages: /^\/blog(?:\/|$)/ },
  brand: { read: brandContentIn, pages: /^\/brand$/ },
  careers: { read: getCareersContent, pages: /^\/careers$/ },
  "contact-support": { read: contactSupportContentIn, pages: /^\/contact-support$/ },
  "help-center": { read: helpCenterContentIn, pages: /^\/help-center(?:\/|$)/ },
  legal: { read: legalPageContentIn, pages: /^\/(?:privacy-policy|terms-of-service)$/ },
  partners: { read: partnersContentIn, pages: /^\/partners$/ },
  press: { read: pressContentIn, pages: /^\/press$/ },
  status: { read: statusContentIn, pages: /^\/status$/ },
  "thank-you": { read: thankYouContentIn, pages: /^\/thank-you$/ },
  training: { read: trainingContentIn, pages: /^\/training$/ },
};

type Label = { key: string; english: string; translated: string };

/** Every string of `english` at the same place as in `translated`, with its key path. */
function pairs(english: unknown, translated: unknown, key = ""): Label[] {
  if (typeof english === "string") {
    return typeof translated === "string" ? [{ key, english, translated }] : [];
  }
  if (Array.isArray(english)) {
    return english.flatMap((item, index) =>
      pairs(item, Array.isArray(translated) ? translated[index] : undefined, `${key}[${index}]`),
    );
  }
  if (english && typeof english === "object") {
    return Object.entries(english).flatMap(([name, value]) =>
      pairs(
        value,
        translated && typeof translated === "object"
          ? (translated as Record<string, unknown>)[name]
          : undefined,
        key ? `${key}.${name}` : name,
      ),
    );
  }
  return [];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A label as a pattern: whole words, its `{placeholders}` standing for any few words. */
function labelPattern(english: string): RegExp {
  // A placeholder at either end stands for nothing to look for: "{category} articles" is "articles".
  const parts = english
    .split(/\{[^}]+\}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(escape);
  // A hyphen or an apostrophe joins words: "All" is no word of "All-in-one".
  const word = "\\p{L}\\p{N}'’-";
  return new RegExp(`(?<![${word}])${parts.join(".{1,60}?")}(?![${word}])`, "u");
}

/**
 * The English labels a page in `locale` must not show: those whose translation differs, that
 * hold a word (not a token, an address or a bare number) and are not names. A label its own
 * translation contains ("Blog" in "Le blog") is left out too.
 */
function englishLabels(locale: Exclude<Locale, "en">) {
  const everywhere = /./;
  const sources: [string, unknown, unknown, RegExp][] = [
    ["interface-labels", interfaceLabelsIn("en"), interfaceLabelsIn(locale), everywhere],
    ["navigation", navigationIn("en"), navigationIn(locale), everywhere],
    ["footer", footerContentIn("en"), footerContentIn(locale), everywhere],
    // The claims' words: the support hours' days, who the customers are, the tools' range.
    ["claims", claimsIn("en"), claimsIn(locale), everywhere],
    // The hand-made pages' own words, on their own pages: had a page read its English file.
    ...Object.entries(PAGE_FILES).map(
      ([file, { read, pages }]): [string, unknown, unknown, RegExp] => [
        `pages/${file}`,
        read("en"),
        read(locale),
        pages,
      ],
    ),
  ];
  return sources.flatMap(([file, english, translated, pages]) =>
    pairs(english, translated)
      .filter(
        ({ english: text, translated: own }) =>
          text !== own &&
          /\p{L}{3}/u.test(text.replace(/\{[^}]+\}/g, "")) &&
          // One word beside a placeholder ("per {period}", "with {plan}") is a word other
          // languages and code share ("per E-Mail", "overlaps_with"): too little to look for.
          !(/\{/.test(text) && !/\p{L}+\s+\p{L}+/u.test(text.replace(/\{[^}]+\}/g, " ").trim())) &&
          !/^(?:https?:|mailto:|\/)/.test(text) &&
          !NAMES.has(text) &&
          !new RegExp(labelPattern(text).source, "iu").test(own) &&
          !BORROWED[locale].includes(text),
      )
      .map((label) => ({
        ...label,
        key: `${file}: ${label.key}`,
        pattern: labelPattern(label.english),
        pages,
      })),
  );
}

const SKIPPED = /^(?:_next|pagefind|media-kit)\//;

/** The export's pages in fr, nl and de, as site paths (`/fr/about`). */
function translatedPages(dir = OUT_DIR): { path: string; locale: Exclude<Locale, "en"> }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    const name = relative(OUT_DIR, file);
    if (entry.isDirectory()) return SKIPPED.test(`${name}/`) ? [] : translatedPages(file);
    if (!entry.name.endsWith(".html")) return [];
    const lang = /<html[^>]*\slang="([^"]+)"/.exec(readFileSync(file, "utf8"))?.[1];
    if (lang !== "fr" && lang !== "nl" && lang !== "de") return [];
    return [{ path: pageUrl(name), locale: lang }];
  });
}

/**
 * What a person reads or hears on the page, in the browser: the text of every element (each
 * text node apart, so words never run together), the title, and the accessible names and hints
 * written in attributes. Left out: scripts and styles, text marked as another language than the
 * page's.
 */
function readPage(): string {
  const lang = document.documentElement.lang;
  const ATTRIBUTES = ["aria-label", "alt", "title", "placeholder", "aria-description"];
  const parts: string[] = [document.title];
  const skip = (element: Element) =>
    ["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(element.tagName) ||
    (element.hasAttribute("lang") && element.getAttribute("lang") !== lang);
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? "");
      return;
    }
    if (!(node instanceof Element) || skip(node)) return;
    for (const name of ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value) parts.push(value);
    }
    if (node instanceof HTMLInputElement && ["submit", "button"].includes(node.type)) {
      parts.push(node.value);
    }
    node.childNodes.forEach(walk);
  };
  walk(document.body);
  return parts.join(" ").replace(/\s+/g, " ");
}

// The pages as prerendered, as a reader without JavaScript and a search engine get them: every
// word the islands show is in the page already (their props), and it is four times faster.
test.use({ javaScriptEnabled: false });

const pages = translatedPages();
const labels = new Map(
  (["fr", "nl", "de"] as const).map((locale) => [locale, englishLabels(locale)]),
);

test("the export has pages in French, Dutch and German to check", () => {
  for (const locale of ["fr", "nl", "de"] as const) {
    expect(
      pages.filter((page) => page.locale === locale).length,
      `${locale}: no page in the export`,
    ).toBeGreaterThan(0);
    expect(labels.get(locale)?.length, `${locale}: no English label to look for`).toBeGreaterThan(
      20,
    );
  }
});

for (const { path, locale } of pages) {
  const english = path.replace(/^\/(?:fr|nl|de)(?=\/|$)/, "") || "/";
  test(`${path} shows no English interface label`, async ({ page }) => {
    await page.goto(path);
    // The names are taken out first: "Product" is no label inside "Product Marketing Manager".
    const text = [...NAMES]
      .sort((a, b) => b.length - a.length)
      .reduce((read, name) => read.replaceAll(name, "·"), await page.evaluate(readPage));
    const found = (labels.get(locale) ?? []).flatMap((label) => {
      if (!label.pages.test(english)) return [];
      const match = label.pattern.exec(text);
      if (!match) return [];
      const around = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
      return [
        `${label.key} "${label.english}" (${locale}: "${label.translated}") in "…${around}…"`,
      ];
    });
    expect(found, `${path} shows English:\n${found.join("\n")}`).toEqual([]);
  });
}
