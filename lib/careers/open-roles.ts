import { employmentTypeOf, type EmploymentType } from "@/lib/careers/job-posting";
import type { TokenTable } from "@/lib/content/tokens";
import { fillTemplate } from "@/lib/text/fill-template";

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

/** How the careers copy of a language names roles of one employment type: "full-time {noun}". */
export type RoleKinds = Partial<Record<EmploymentType, string>>;

/**
 * Build tokens that describe the open roles, for the careers page's own copy (a file cannot use
 * a token derived from itself through content/tokens.ts, so the careers module adds these):
 * `{{roles.count}}` "four", `{{roles.Count}}` "Four" (to start a sentence), `{{roles.kind}}`
 * "full-time roles" when every role has the same type, else just "roles". In another language
 * (`language`), the count in figures as it writes them and the kind from its own words for the
 * roles' shared employment type ("postes à temps plein"), since a role's type is written in
 * English.
 */
export function openRolesTokens(
  roles: readonly { type: string; employmentType?: EmploymentType | undefined }[],
  noun: { one: string; other: string },
  language?: { locale: string; kinds: RoleKinds },
): TokenTable {
  const count =
    language && language.locale !== "en"
      ? new Intl.NumberFormat(language.locale).format(roles.length)
      : spellCount(roles.length);
  const types = new Set(roles.map((role) => role.type.toLowerCase()));
  const nounText = roles.length === 1 ? noun.one : noun.other;
  const employment = new Set(
    roles.map((role) => role.employmentType ?? employmentTypeOf(role.type)),
  );
  const [sharedEmployment] = employment.size === 1 ? [...employment] : [];
  const template = sharedEmployment && language?.kinds[sharedEmployment];
  const [sharedType] = types.size === 1 ? [...types] : [];
  const kind = template
    ? fillTemplate(template, { noun: nounText })
    : sharedType && !(language && language.locale !== "en")
      ? `${sharedType} ${nounText}`
      : nounText;
  return {
    "roles.count": { describe: "the number of open roles, in words", value: () => count },
    "roles.Count": {
      describe: "the number of open roles, in words, capitalised",
      value: () => count.charAt(0).toUpperCase() + count.slice(1),
    },
    "roles.kind": {
      describe: "the roles' shared type and noun ('full-time roles'), or just the noun",
      value: () => kind,
    },
  };
}
