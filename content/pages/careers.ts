import { z } from "zod";
import { defineContent, deriveContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import careersFile from "@/content/pages/careers.yaml";
import { tokensIn } from "@/content/tokens";
import type { ContentLocale } from "@/lib/content/content-locales";
import { translatedData } from "@/lib/content/translation-files";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import { openRoles } from "@/content/roles";
import { openRolesTokens } from "@/lib/careers/open-roles";
import { translationMeta } from "@/lib/content/translation";

const roleKind = z
  .string()
  .includes("{noun}")
  .meta(translationMeta.text)
  .describe("Roles of this type, {noun} being the noun: full-time {noun}.");
const roleKinds = z.object({
  FULL_TIME: roleKind,
  PART_TIME: roleKind,
  CONTRACTOR: roleKind,
  TEMPORARY: roleKind,
  INTERN: roleKind,
});

export const careersSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  benefits: z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(z.object({ name: z.string(), description: z.string(), icon: iconName })).min(1),
  }),
  roles: z.object({
    title: z.string(),
    description: z.string(),
    /** For `{{roles.kind}}`: "four full-time roles". */
    noun: z.object({ one: z.string(), other: z.string() }),
    /**
     * `{{roles.kind}}` when every open role has the same employment type: how this language says
     * "full-time roles", `{noun}` filled in with the noun above.
     */
    kinds: roleKinds,
    applyLabel: z.string(),
    /** `{role}` is replaced by the role's title. */
    applySubject: z.string().includes("{role}"),
    /** Labels of a role's page (content/roles/<slug>.md). */
    page: z.object({
      ending: z
        .object({ title: z.string().min(1), text: z.string().min(1) })
        .describe(
          "The end of a role's page, above its Apply button and the general application (the resume box's button).",
        ),
      /** The listing's link to a role's page. */
      details: z.string(),
      back: z.string(),
      responsibilities: z.string(),
      requirements: z.string(),
      posted: z.string(),
      closes: z.string(),
      breadcrumb: z
        .string()
        .describe("The name screen readers announce for the trail above a role."),
      detailsLabel: z.string().describe("The name screen readers announce for the role's facts."),
      remote: z
        .string()
        .includes("{countries}")
        .describe("Under a remote role's facts; {countries} lists its remote regions."),
      closed: z
        .string()
        .includes("{date}")
        .describe(
          "On the page of a role past its Apply-by date, in place of the Apply button; {date} is that date.",
        ),
      closedAction: z.string().describe("The closed role's link to the roles open now."),
    }),
  }),
  resume: z.object({
    title: z.string(),
    text: z.string(),
    label: z.string(),
    subject: z.string(),
  }),
});

const source = "content/pages/careers.yaml";

/**
 * The careers copy of `data` (the file's, or a save's before it is written), checked; `file`
 * and `locale` name a translation (`content/fr/pages/careers.yaml`) and its tokens.
 */
export function readCareers(data: unknown, file = source, locale: ContentLocale = "en") {
  // The noun, read first and without tokens: it makes the tokens that count the open roles
  // (`{{roles.count}}`), which the rest of the file uses.
  const { roles } = defineContentWithoutTokens(
    file,
    z.object({ roles: z.object({ noun: careersSchema.shape.roles.shape.noun, kinds: roleKinds }) }),
    data,
  );
  return defineContent(file, careersSchema, data, {
    ...tokensIn(locale),
    ...openRolesTokens(
      openRoles().map((role) => role.frontmatter),
      roles.noun,
      { locale, kinds: roles.kinds },
    ),
  });
}

const resolve = (locale: ContentLocale) =>
  deriveContent(() => {
    const translation = translatedData({
      englishFile: source,
      english: careersFile,
      schema: careersSchema,
      locale,
    });
    return translation
      ? readCareers(translation.data, translation.file, locale)
      : readCareers(careersFile);
  });

const resolved = new Map<ContentLocale, ReturnType<typeof resolve>>();

/**
 * The careers copy in `locale`, whose texts count the open roles (`{{roles.count}}`). Under
 * `next dev` it is read afresh on every render, as the roles are, so a role added in the editor
 * is counted at once.
 */
export function getCareersContent(locale: ContentLocale = "en"): ReturnType<typeof resolve> {
  if (process.env.NODE_ENV === "development") return resolve(locale);
  let content = resolved.get(locale);
  if (!content) {
    content = resolve(locale);
    resolved.set(locale, content);
  }
  return content;
}

export const careersContent = getCareersContent();
