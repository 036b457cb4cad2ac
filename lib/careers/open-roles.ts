import type { TokenTable } from "@/lib/content/tokens";

const numberWords = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A count as prose writes it: words up to twelve ("four"), digits above ("14"). */
export function spellCount(count: number): string {
  return numberWords[count] ?? String(count);
}

/**
 * Build tokens that describe the open roles, for the careers page's own copy (a file cannot use
 * a token derived from itself through content/tokens.ts, so the careers module adds these):
 * `{{roles.count}}` "four", `{{roles.Count}}` "Four" (to start a sentence), `{{roles.kind}}`
 * "full-time roles" when every role has the same type, else just "roles".
 */
export function openRolesTokens(
  roles: readonly { type: string }[],
  noun: { one: string; other: string },
): TokenTable {
  const count = spellCount(roles.length);
  const types = new Set(roles.map((role) => role.type.toLowerCase()));
  const nounText = roles.length === 1 ? noun.one : noun.other;
  const [sharedType] = types.size === 1 ? [...types] : [];
  return {
    "roles.count": { describe: "the number of open roles, in words", value: () => count },
    "roles.Count": {
      describe: "the number of open roles, in words, capitalised",
      value: () => count.charAt(0).toUpperCase() + count.slice(1),
    },
    "roles.kind": {
      describe: "the roles' shared type and noun ('full-time roles'), or just the noun",
      value: () => (sharedType ? `${sharedType} ${nounText}` : nounText),
    },
  };
}
