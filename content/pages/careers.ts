import { z } from "zod";
import { defineContent, deriveContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import careersFile from "@/content/pages/careers.yaml";
import { siteTokens } from "@/content/tokens";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import { openRoles } from "@/content/roles";
import { openRolesTokens } from "@/lib/careers/open-roles";

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

/** The careers copy of `data` (the file's, or a save's before it is written), checked. */
export function readCareers(data: unknown) {
  // The noun, read first and without tokens: it makes the tokens that count the open roles
  // (`{{roles.count}}`), which the rest of the file uses.
  const { roles } = defineContentWithoutTokens(
    source,
    z.object({ roles: z.object({ noun: careersSchema.shape.roles.shape.noun }) }),
    data,
  );
  return defineContent(source, careersSchema, data, {
    ...siteTokens,
    ...openRolesTokens(
      openRoles().map((role) => role.frontmatter),
      roles.noun,
    ),
  });
}

const resolve = () => deriveContent(() => readCareers(careersFile));

let resolved: ReturnType<typeof resolve> | undefined;

/**
 * The careers copy, whose texts count the open roles (`{{roles.count}}`). Under `next dev` it is
 * read afresh on every render, as the roles are, so a role added in the editor is counted at once.
 */
export function getCareersContent(): ReturnType<typeof resolve> {
  if (process.env.NODE_ENV === "development") return resolve();
  resolved ??= resolve();
  return resolved;
}

export const careersContent = getCareersContent();
