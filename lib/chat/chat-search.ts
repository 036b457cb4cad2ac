/**
 * The chat's local search: which entry of the chat index (FAQ answers, plans, help articles,
 * built at build time by lib/chat/chat-index.ts) answers a visitor's message. No server, no model:
 * words are lower-cased, folded, stripped of stop words, stemmed and mapped to one word per
 * group of synonyms, then each entry is scored by how much of the message its fields cover.
 * Ours, not MiniSearch, Orama or Pagefind: it answered more of the FAQ's paraphrases and no
 * off-topic question (docs/chat.md).
 */

/**
 * Where a language's index is served from (app/[locale]/chat-index.json): `/chat-index.json` in
 * English, `/fr/chat-index.json` in French; fetched when the chat first opens.
 */
export const CHAT_INDEX_FILE = "chat-index.json";

export const CHAT_SOURCE_KINDS = ["faq", "plans", "help"] as const;
type ChatSourceKind = (typeof CHAT_SOURCE_KINDS)[number];

export type ChatIndexEntry = {
  id: string;
  kind: ChatSourceKind;
  title: string;
  /** The answer the chat shows: short, plain text. */
  text: string;
  /** Where the answer comes from: `/#faq`, `/#pricing`, `/help-center/<slug>`. */
  url: string;
  /** Words a visitor may ask with that the title does not hold (category, headings). */
  terms: string[];
  /** In another language's index: an answer that exists only in English (an untranslated article). */
  englishOnly?: true;
};

/**
 * The entries, and for a language other than English what the search needs to read it: its
 * stop words and the word endings its light stemmer strips (lib/chat/languages.ts), so the
 * chat's code carries no language's words but English.
 */
export type ChatIndex = {
  entries: ChatIndexEntry[];
  language?: { stopWords: string[]; suffixes: string[]; synonyms: string[][] };
};

/** How a language's words are compared (English: the lists and the stemmer below). */
type Reading = {
  stopWords: ReadonlySet<string>;
  stem: (word: string) => string;
  /** A stemmed word's group, as the group's first word (English: SYNONYMS below). */
  synonyms: ReadonlyMap<string, string>;
};

/** A match must explain at least this share of the message's weighted words. */
export const MATCH_THRESHOLD = 0.34;

/** How much a word counts where it is found: a title says what an entry is about. */
const FIELD_WEIGHTS = { title: 3, terms: 2, text: 1 } as const;
const MAX_WEIGHT = FIELD_WEIGHTS.title;

/** On a tie the short, direct answer wins over the long one. */
const KIND_ORDER: Record<ChatSourceKind, number> = { faq: 0, plans: 1, help: 2 };

const STOP_WORDS = new Set(
  (
    "a able about actually after again all also am an and any anyone anything are as at be been " +
    "before being but by " +
    "can could did do does doing done during every everything expect for from get gets getting got " +
    "had has have having he her " +
    "here hi hello hey how i if im in into is it its ive just kind know let like lot maybe me " +
    "might more most much my need no not now of off on once one only or other our out over own " +
    "please possible really she should so some someone something sort stuff such tell than " +
    "thank thanks that the their them then there these " +
    "they thing things this those to too under up us use using very want was way we well were what " +
    "whats when where which while who why will with would yes you your youre"
  ).split(" "),
);

/** Phrases that mean one word, replaced before splitting into words. */
const PHRASES: [RegExp, string][] = [
  [/\be-?mails?\b/g, "email"],
  [/\bmoney[- ]back\b/g, "refund"],
  [/\bwhite[- ]?label(l?ed|l?ing)?\b/g, "whitelabel"],
  [/\bsign(ing)?[- ]?up\b/g, "signup"],
  [/\bstep[- ]by[- ]step\b/g, "guide"],
  // "Can I cancel anytime?": a qualifier, not a topic; left in, it outweighed "cancel".
  [/\b(at )?any ?time\b/g, " "],
];

/**
 * Groups of words a visitor uses for the same thing; each word of a group is searched as the
 * group's first word. Kept small and close to the site's own topics.
 */
const SYNONYMS: string[][] = [
  ["price", "pricing", "cost", "fee", "expensive", "cheap", "charge", "pay", "payment", "bill"],
  [
    "cancel",
    "cancelled",
    "cancelling",
    "cancellation",
    "quit",
    "terminate",
    "unsubscribe",
    "close",
  ],
  ["refund", "reimburse", "reimbursement", "guarantee"],
  ["trial", "free", "try", "tryout", "test"],
  ["export", "download", "backup", "copy"],
  ["data", "privacy", "gdpr", "personal", "information", "delete", "deletion"],
  ["secure", "security", "safe", "safety", "protect", "protection", "encrypt", "encryption"],
  ["migrate", "migration", "move", "moving", "transfer", "bring"],
  ["upgrade", "downgrade", "change", "switch", "bigger", "smaller"],
  ["team", "staff", "colleague", "employee", "coworker", "member", "seat", "people"],
  ["train", "training", "onboard", "onboarding", "learn", "teach", "tutorial", "course"],
  ["whitelabel", "rebrand", "branding", "reseller", "resell", "agency"],
  ["compare", "comparison", "versus", "vs", "alternative", "difference", "better"],
  ["save", "saving", "savings", "cheaper", "money"],
  ["end", "expire", "expiry", "expiration", "finish", "stop"],
  ["plan", "tier", "package", "subscription", "subscribe"],
  ["card", "credit", "invoice"],
  ["api", "developer", "webhook", "endpoint"],
  ["domain", "url", "dns"],
  ["contact", "lead", "customer", "subscriber", "list"],
  ["automation", "automate", "workflow"],
  ["calendar", "booking", "book", "appointment", "schedule"],
  ["start", "begin", "setup", "started"],
];

/** A light suffix stripper: "prices", "priced" and "pricing" all become "pric". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ["ation", "ing", "ed"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (suffix.startsWith("ation")) w += "at";
      // "planning" -> "plan", "getting" -> "get"; "ll" stays ("install", "fill").
      if (/([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/**
 * Another language's light stemmer: the longest of its `suffixes` (longest first) that leaves
 * at least three letters goes, so "annulation" and "annuler" meet at "annul".
 */
function suffixStemmer(suffixes: readonly string[]): (word: string) => string {
  const bySize = [...suffixes].sort((a, b) => b.length - a.length);
  return (word) => {
    const suffix = bySize.find((end) => word.endsWith(end) && word.length - end.length >= 3);
    return suffix ? word.slice(0, -suffix.length) : word;
  };
}

/** Each stemmed word of `groups` mapped to its group's first word, stemmed. */
function synonymMap(groups: readonly string[][], stemWord: (word: string) => string) {
  const map = new Map<string, string>();
  for (const group of groups) {
    const head = stemWord(group[0] as string);
    for (const word of group) map.set(stemWord(word), head);
  }
  return map;
}

const canonical = synonymMap(SYNONYMS, stem);

const english: Reading = { stopWords: STOP_WORDS, stem, synonyms: canonical };

/** Lower case, without accents ("Données" -> "donnees", "Straße" -> "strasse") or apostrophes. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[\u2019']/g, "");
}

/** The words of `text` as the search compares them (in English unless `reading` says). */
export function tokenize(text: string, reading: Reading = english): string[] {
  let folded = foldText(text);
  for (const [pattern, replacement] of PHRASES) folded = folded.replace(pattern, replacement);
  return folded
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word) && !reading.stopWords.has(word))
    .map((word) => {
      const stemmed = reading.stem(word);
      return reading.synonyms.get(stemmed) ?? canonical.get(stemmed) ?? stemmed;
    });
}

/** How the index's language is read: English, or the stop words and endings the index carries. */
function readingOf(index: ChatIndex): Reading {
  if (!index.language) return english;
  const stemWord = suffixStemmer(index.language.suffixes);
  const synonyms = index.language.synonyms.map((group) => group.map(foldText));
  return {
    stopWords: new Set(index.language.stopWords.map(foldText)),
    stem: stemWord,
    synonyms: synonymMap(synonyms, stemWord),
  };
}

type PreparedEntry = {
  entry: ChatIndexEntry;
  fields: { title: Set<string>; terms: Set<string>; text: Set<string> };
};

export type PreparedIndex = {
  entries: PreparedEntry[];
  documentFrequency: Map<string, number>;
  reading: Reading;
};

/** Tokenizes every entry once, when the index arrives. */
export function prepareIndex(index: ChatIndex): PreparedIndex {
  const documentFrequency = new Map<string, number>();
  const reading = readingOf(index);
  const entries = index.entries.map((entry) => {
    // An English-only entry is read as English, whatever the index's language.
    const read = (text: string) => tokenize(text, entry.englishOnly ? english : reading);
    const fields = {
      title: new Set(read(entry.title)),
      terms: new Set(read(entry.terms.join(" "))),
      text: new Set(read(entry.text)),
    };
    for (const word of new Set([...fields.title, ...fields.terms, ...fields.text])) {
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    }
    return { entry, fields };
  });
  return { entries, documentFrequency, reading };
}

export type ChatMatch = { entry: ChatIndexEntry; score: number };

/**
 * The entries that answer `query`, best first, with a score in [0, 1]: the share of the query's
 * words (each weighted by how rare it is in the index; a word the index lacks counts as the rarest) that
 * the entry holds, counted by the field they are in. Nothing below `threshold` is returned.
 */
export function searchIndex(
  index: PreparedIndex,
  query: string,
  threshold = MATCH_THRESHOLD,
): ChatMatch[] {
  const words = [...new Set(tokenize(query, index.reading))];
  if (words.length === 0 || index.entries.length === 0) return [];
  const total = index.entries.length;
  const rarity = (word: string) =>
    Math.log(1 + total / Math.max(index.documentFrequency.get(word) ?? 0, 1));
  const possible = words.reduce((sum, word) => sum + rarity(word) * MAX_WEIGHT, 0);

  return index.entries
    .map(({ entry, fields }) => {
      let found = 0;
      let inTitleOrTerms = false;
      for (const word of words) {
        const weight = fields.title.has(word)
          ? FIELD_WEIGHTS.title
          : fields.terms.has(word)
            ? FIELD_WEIGHTS.terms
            : fields.text.has(word)
              ? FIELD_WEIGHTS.text
              : 0;
        if (weight > FIELD_WEIGHTS.text) inTitleOrTerms = true;
        found += rarity(word) * weight;
      }
      // A message that only brushes an entry's body text is not what the entry is about.
      return { entry, score: inTitleOrTerms ? found / possible : 0 };
    })
    .filter((match) => match.score >= threshold)
    .sort(
      (a, b) =>
        b.score - a.score ||
        KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
        index.entries.findIndex((item) => item.entry === a.entry) -
          index.entries.findIndex((item) => item.entry === b.entry),
    );
}

/**
 * The best entry for `query`, or undefined when nothing matches well enough. An answer in the
 * index's own language wins over any English-only one; an English-only entry answers only a
 * question nothing in the visitor's language answers.
 */
export function bestMatch(index: PreparedIndex, query: string): ChatMatch | undefined {
  const matches = searchIndex(index, query);
  return matches.find((match) => !match.entry.englishOnly) ?? matches[0];
}
