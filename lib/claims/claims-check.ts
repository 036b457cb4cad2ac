import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Claims } from "@/content/claims";
import {
  claimUses,
  findClaims,
  statementDisagreements,
  statementsOf,
  type ClaimDisagreement,
  type ClaimUse,
  type Statement,
} from "@/lib/claims/claims";
import { replaceKnownTokens, type TokenTable } from "@/lib/content/tokens";
import { translationLocales } from "@/lib/content/content-locales";

const isTranslationFolder = (name: string) =>
  (translationLocales as readonly string[]).includes(name);

/**
 * The claims as a checker asks about them (a test, a content report): every text in content/
 * as a visitor would read it, which of them state a claim differently from content/claims.yaml,
 * and where each claim's token is used. Reads the files from disk, so it is for Node only;
 * `root` is the content folder ("content"), a fixture's in tests. The claims and the tokens come
 * in as arguments (content/content-health.ts passes the real ones).
 */

const CLAIMS_FILE = "content/claims.yaml";

/**
 * Every YAML and Markdown file under `folder`, as `content/...` paths: the English, which states
 * the claims. The translations (content/fr/...) say them through the same tokens, and the claims'
 * wording this check reads ("24/7", "within a day") is English.
 */
function contentFiles(folder = "content"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const file = path.posix.join(folder, item.name);
    if (item.isDirectory()) {
      return folder === "content" && isTranslationFolder(item.name) ? [] : contentFiles(file);
    }
    return /\.(ya?ml|md)$/.test(item.name) ? [file] : [];
  });
}

/** A file's data as written: YAML as parsed, Markdown as its frontmatter plus `body`. */
function fileData(file: string): unknown {
  const text = readFileSync(file, "utf8");
  if (!file.endsWith(".md")) return parse(text);
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) return { body: text };
  const frontmatter = (parse(match[1] ?? "") ?? {}) as Record<string, unknown>;
  // Each paragraph of the body is a statement.
  return { ...frontmatter, body: (match[2] ?? "").split(/\n{2,}/) };
}

/** Every content file's data as written, tokens and all (the claims file itself left out). */
function contentFileData(root: string): { source: string; data: unknown }[] {
  return contentFiles(root)
    .filter((file) => path.posix.basename(file) !== path.posix.basename(CLAIMS_FILE))
    .map((source) => ({ source, data: fileData(source) }));
}

/** Every text in content/ with its `tokens` resolved, as a page would show it. */
export function contentStatements(root: string, tokens: TokenTable): Statement[] {
  return contentFileData(root).flatMap(({ source, data }) =>
    statementsOf(source, data).map((statement) => ({
      ...statement,
      text: replaceKnownTokens(statement.text, tokens),
    })),
  );
}

/** The tokens that write a length of the trial or the guarantee, or the trial's first paid day. */
const LENGTH_TOKENS = new Set(["trial.days", "trial.firstPaidDay", "guarantee.days"]);
const LENGTH_KINDS = new Set(["trialLength", "guaranteeLength", "firstPaidDay"]);

/**
 * The texts that type a length of the trial or the guarantee (or the first paid day) instead of
 * writing its token: read with those tokens left unresolved, any length still found was typed.
 * "During your 14-day trial" agrees with a 14-day trial today and not after the one value changes.
 */
function typedLengths(
  root: string,
  tokens: TokenTable,
): (ClaimDisagreement & { statement: Statement })[] {
  // A token whose value states a length itself (the site's description) is left unread too.
  const others = Object.fromEntries(
    Object.entries(tokens).filter(
      ([name, token]) =>
        !LENGTH_TOKENS.has(name) &&
        !findClaims(token.value()).some((found) => LENGTH_KINDS.has(found.kind)),
    ),
  );
  return contentFileData(root).flatMap(({ source, data }) =>
    statementsOf(source, data).flatMap((statement) =>
      findClaims(replaceKnownTokens(statement.text, others))
        .filter((found) => LENGTH_KINDS.has(found.kind))
        .map((found) => ({
          found,
          statement,
          expected: "its token",
          reason: `types "${"said" in found ? found.said : found.excerpt}" instead of writing its token`,
        })),
    ),
  );
}

/** What a check of the claims in content/ compares the texts with. */
export type ClaimsCheck = {
  claims: Claims;
  /** Every token the content may use (the site's), to read each text as a page shows it. */
  tokens: TokenTable;
  /** The word the support-hours table says of a closed day. */
  closedLabel: string;
};

/**
 * The texts in content/ that state a claim (a customer count, a reply time, support days and
 * hours, "24/7" or "instant" of the support, the trial's and the guarantee's lengths) other than
 * as content/claims.yaml states it, or that type a length its token should write, each with its
 * file and field, what it says and what the one value is.
 */
export function contentClaimDisagreements(
  root: string,
  { claims, tokens, closedLabel }: ClaimsCheck,
) {
  return [
    ...statementDisagreements(contentStatements(root, tokens), claims, closedLabel),
    ...typedLengths(root, tokens),
  ];
}

/** Each claim token of `names` (`customers.count`...) and the files and fields that use it. */
export function claimUsesInContent(
  root: string,
  names: readonly string[],
): Map<string, ClaimUse[]> {
  return claimUses(contentFileData(root), names);
}
