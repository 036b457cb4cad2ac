import { z } from "zod";
import { isoDate } from "@/content/pages/schemas";
import { siteTokens } from "@/content/tokens";
import { articleConfig } from "@/lib/content/article";
import { defineCollection } from "@/lib/content/collection";
import { buildDate } from "@/lib/dates/build-date";
import { regionCountries } from "@/lib/careers/country-names";
import { employmentTypeOf, employmentTypes } from "@/lib/careers/job-posting";
import { openOn } from "@/lib/careers/open-roles-window";
import { warnOnce } from "@/lib/content/warn-once";

/** The frontmatter of a role, `content/roles/<slug>.md`; the body is its description. */
export const roleSchema = z
  .object({
    title: z.string().min(2),
    department: z.string().min(1),
    location: z.string().min(1),
    /** Remote roles are open to applicants in these countries (names or codes) or the EU. */
    remote: z
      .object({
        regions: z
          .array(
            z.string().refine((region) => regionCountries(region) !== undefined, {
              error: (issue) =>
                `"${String(issue.input)}" is not a country: write a country's name (Belgium, United Kingdom) or code (BE, GB), or European Union for its 27 member states`,
            }),
          )
          .min(1, "name at least one country an applicant may live in"),
      })
      .optional(),
    /** As shown: "Full-time", "Part-time", "Contract", "Internship"... */
    type: z.string().min(1),
    /** schema.org's value, for a type whose words lib/careers/job-posting.ts does not know. */
    employmentType: z.enum(employmentTypes).optional(),
    summary: z.string().min(40),
    responsibilities: z.array(z.string().min(1)).min(1),
    requirements: z.array(z.string().min(1)).min(1),
    datePosted: isoDate,
    /** The last day the role is open; after it its page says it closed (the build warns). */
    validThrough: isoDate,
    draft: z.boolean().optional(),
  })
  .superRefine((role, context) => {
    if (role.employmentType || employmentTypeOf(role.type)) return;
    context.addIssue({
      code: "custom",
      path: ["type"],
      message: `"${role.type}" does not say which schema.org employment type it is: write Full-time, Part-time, Contract, Temporary or Internship, or add employmentType (${employmentTypes.join(", ")})`,
    });
  });

export type RoleFrontmatter = z.output<typeof roleSchema>;

const readRoles = defineCollection({
  directory: "content/roles",
  schema: roleSchema,
  config: articleConfig,
  tokens: siteTokens,
});

export type Role = ReturnType<typeof readRoles>[number];

/** Every role file, expired or not, for checks that must see them all. */
export function allRoles(): Role[] {
  return readRoles();
}

/** The roles open on the build date (lib/dates/build-date.ts), newest first. */
export function openRoles(today = buildDate()): Role[] {
  // Each closed role is named once per build, however many pages ask.
  return openOn(readRoles(), today, (message) => warnOnce(message)).sort(
    (a, b) =>
      b.frontmatter.datePosted.localeCompare(a.frontmatter.datePosted) ||
      a.frontmatter.title.localeCompare(b.frontmatter.title),
  );
}

export function rolePath(slug: string): `/careers/${string}` {
  return `/careers/${slug}`;
}
