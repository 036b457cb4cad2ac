import { describe, expect, it } from "vitest";
import { chatContentIn } from "@/content/chat";
import { chatIndex } from "@/content/chat-index";
import { faqContentIn } from "@/content/faq";
import { getHelpArticles } from "@/content/help";
import { pathInLocale } from "@/content/translations";
import { answerMessage, answerMessageFor } from "@/lib/chat/chat";
import { chatLanguages } from "@/lib/chat/languages";
import { plans } from "@/content/plans";
import { lowestMonthlyPrice } from "@/lib/pricing/pricing";
import { formatUsd } from "@/lib/text/format";
import { formatPriceIn } from "@/lib/text/format-in-locale";
import {
  bestMatch,
  prepareIndex,
  searchIndex,
  tokenize,
  type ChatIndexEntry,
} from "@/lib/chat/chat-search";

const otherLanguages = ["fr", "nl", "de"] as const;

describe("one chat index per language", () => {
  it("answers in English from the English content only, as before", () => {
    const index = chatIndex("en");
    expect(index.language).toBeUndefined();
    expect(index.entries.some((entry) => entry.englishOnly)).toBe(false);
    expect(index.entries.filter((entry) => entry.kind === "help")).toHaveLength(
      getHelpArticles().length,
    );
  });

  for (const locale of otherLanguages) {
    describe(locale, () => {
      const index = chatIndex(locale);
      const translated = getHelpArticles(locale);

      it("holds the FAQ in that language, linked to that language's FAQ", () => {
        const faq = index.entries.filter((entry) => entry.kind === "faq");
        expect(faq.map(({ title, text, url }) => ({ title, text, url }))).toEqual(
          faqContentIn(locale).items.map((item) => ({
            title: item.question,
            text: item.answer,
            url: pathInLocale(locale, "/#faq"),
          })),
        );
        // Nothing of the English FAQ travels in this language's index.
        const json = JSON.stringify(index);
        for (const item of faqContentIn("en").items) expect(json).not.toContain(item.answer);
      });

      it("writes the plans' prices as that language writes them", () => {
        const overview = index.entries.find((entry) => entry.id === "plans");
        const lowest = lowestMonthlyPrice(plans);
        expect(overview?.text).toContain(formatPriceIn(lowest, locale));
        expect(overview?.text).not.toContain(formatUsd(lowest));
        expect(overview?.url).toBe(pathInLocale(locale, "/#pricing"));
      });

      it("links each translated help article in that language, and carries the language's reading", () => {
        expect(index.language).toEqual(chatLanguages[locale]);
        for (const article of translated) {
          const entry = index.entries.find((candidate) => candidate.id === `help-${article.slug}`);
          expect(entry?.title).toBe(article.frontmatter.title);
          expect(entry?.url).toBe(pathInLocale(locale, `/help-center/${article.slug}`));
          expect(entry?.englishOnly).toBeUndefined();
        }
      });

      it("marks the articles not translated into it as English only, at their English address", () => {
        const slugs = new Set(translated.map((article) => article.slug));
        const english = getHelpArticles().filter((article) => !slugs.has(article.slug));
        const marked = index.entries.filter((entry) => entry.englishOnly);
        expect(marked.map((entry) => entry.url)).toEqual(
          english.map((article) => `/help-center/${article.slug}`),
        );
        expect(marked.map((entry) => entry.title)).toEqual(
          english.map((article) => article.frontmatter.title),
        );
      });

      it("finds each FAQ question and each translated article's title in that language", () => {
        const prepared = prepareIndex(index);
        faqContentIn(locale).items.forEach((item, position) => {
          expect(bestMatch(prepared, item.question)?.entry.id).toBe(`faq-${position + 1}`);
        });
        for (const article of translated) {
          expect(bestMatch(prepared, article.frontmatter.title)?.entry.id).toBe(
            `help-${article.slug}`,
          );
        }
      });
    });
  }
});

/** Questions a visitor asks in their language, and the entry (or topic) that answers them. */
const questions: Record<(typeof otherLanguages)[number], [string, string][]> = {
  fr: [
    ["Puis-je annuler mon abonnement à tout moment ?", "help-cancelling-your-subscription"],
    ["Proposez-vous un essai gratuit ?", "faq-1"],
    ["Mes données sont-elles sécurisées ?", "faq-7"],
    ["Comment migrer depuis ClickFunnels ?", "help-migrating-from-another-platform"],
    ["Combien coûte la formule Pro ?", "topic:pricing"],
    ["Je veux une démo", "topic:demo"],
    ["Bonjour !", "topic:greeting"],
    ["Quel temps fait-il à Paris ?", "none"],
    [
      "Comment importer mes contacts depuis un fichier CSV ?",
      "en:help-importing-contacts-from-a-csv-file",
    ],
  ],
  nl: [
    ["Kan ik op elk moment opzeggen?", "help-cancelling-your-subscription"],
    ["Is er een gratis proefperiode?", "faq-1"],
    ["Zijn mijn gegevens veilig?", "faq-7"],
    ["Kan ik later van abonnement wisselen?", "faq-5"],
    ["Hoeveel kost het Pro-abonnement?", "topic:pricing"],
    ["bedankt", "topic:thanks"],
    ["Vertel een grap", "none"],
  ],
  de: [
    ["Kann ich jederzeit kündigen?", "help-cancelling-your-subscription"],
    ["Gibt es eine kostenlose Testphase?", "faq-1"],
    ["Sind meine Daten sicher?", "faq-7"],
    ["Kann ich den Tarif später wechseln?", "faq-5"],
    ["Was kostet der Pro-Tarif?", "topic:pricing"],
    ["Hallo", "topic:greeting"],
    ["Wie ist das Wetter?", "none"],
  ],
};

describe("a question in the page's language", () => {
  for (const locale of otherLanguages) {
    const prepared = prepareIndex(chatIndex(locale));
    const { replies } = chatContentIn(locale);
    it.each(questions[locale])(`${locale}: %s`, (question, expected) => {
      const answer = answerMessage(prepared, replies, question);
      const got =
        answer.kind === "content"
          ? `${answer.entry.englishOnly ? "en:" : ""}${answer.entry.id}`
          : answer.kind === "topic"
            ? `topic:${answer.reply.topic}`
            : "none";
      expect(got).toBe(expected);
    });
  }
});

describe("an answer that exists only in English", () => {
  const entry = (id: string, title: string, englishOnly?: true): ChatIndexEntry => ({
    id,
    kind: "help",
    title,
    text: `${title}.`,
    url: `/help-center/${id}`,
    terms: [],
    ...(englishOnly && { englishOnly }),
  });
  const index = prepareIndex({
    entries: [
      entry("domaine", "Connecter votre domaine"),
      entry("custom-domain", "Connecting your custom domain with DNS", true),
      entry("csv", "Importing contacts from a CSV file", true),
    ],
    language: chatLanguages.fr,
  });

  it("answers only what nothing in the page's language answers", () => {
    // The English article covers more of the question, but the French one answers it.
    expect(searchIndex(index, "domaine DNS custom")[0]?.entry.id).toBe("custom-domain");
    expect(bestMatch(index, "domaine DNS custom")?.entry.id).toBe("domaine");
    expect(bestMatch(index, "CSV")?.entry.id).toBe("csv");
  });

  it("says so, and the stored message keeps saying so", () => {
    const found = answerMessage(index, [], "CSV");
    expect(answerMessageFor(found, "none").onlyInEnglish).toBe(true);
    expect(answerMessageFor(answerMessage(index, [], "domaine"), "none").onlyInEnglish).toBe(
      undefined,
    );
  });

  it("reads an English-only entry as English, and the visitor's words in the page's language", () => {
    // French stop words and endings apply to the question; "votre" says nothing.
    expect(
      tokenize(
        "Connecter votre domaine",
        prepareIndex({ entries: [], language: chatLanguages.fr }).reading,
      ),
    ).toEqual(["connect", "domain"]);
  });
});
