import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { isoDate, pageHero, pageMeta } from "@/content/pages/schemas";
import careersFile from "@/content/pages/careers.yaml";
import { siteTokens } from "@/content/tokens";
import { resolveTokens } from "@/lib/content/tokens";
import { employmentTypeOf, employmentTypes } from "@/lib/job-posting";
import { openRolesTokens } from "@/lib/open-roles";

const roleSchema = z
  .object({
    title: z.string().min(2),
    department: z.string(),
    location: z.string(),
    /** Remote roles are open to applicants in these countries or regions. */
    remote: z.object({ regions: z.array(z.string()).min(1) }).optional(),
    /** As shown: "Full-time", "Part-time", "Contract", "Internship"... */
    type: z.string().min(1),
    /** schema.org's value, for a type whose words lib/job-posting.ts does not know. */
    employmentType: z.enum(employmentTypes).optional(),
    summary: z.string().min(40),
    responsibilities: z.array(z.string()).min(3),
    datePosted: isoDate,
    validThrough: isoDate,
  })
  .superRefine((role, context) => {
    if (role.employmentType || employmentTypeOf(role.type)) return;
    context.addIssue({
      code: "custom",
      path: ["type"],
      message: `"${role.type}" does not say which schema.org employment type it is: write Full-time, Part-time, Contract, Temporary or Internship, or add employmentType (${employmentTypes.join(", ")})`,
    });
  });
export type CareerRole = z.infer<typeof roleSchema>;

export const careersSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  benefits: z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(z.object({ name: z.string(), description: z.string(), icon: iconName })).min(3),
  }),
  roles: z.object({
    title: z.string(),
    description: z.string(),
    /** For `{{roles.kind}}`: "four full-time roles". */
    noun: z.object({ one: z.string(), other: z.string() }),
    applyLabel: z.string(),
    /** `{role}` is replaced by the role's title. */
    applySubject: z.string().includes("{role}"),
    items: z.array(roleSchema).superRefine((items, context) => {
      // A role's title is its id on the page (slugified), so it must be unique.
      const titles = items.map((role) => role.title);
      titles.forEach((title, index) => {
        if (titles.indexOf(title) !== index)
          context.addIssue({
            code: "custom",
            path: [index, "title"],
            message: `"${title}" is used by another role`,
          });
      });
    }),
  }),
  /** ISO 3166-1 code of the office country, for the job postings' structured data. */
  officeCountryCode: z.string().length(2),
  resume: z.object({
    title: z.string(),
    text: z.string(),
    label: z.string(),
    subject: z.string(),
  }),
});

const source = "content/pages/careers.yaml";

/** The roles, read first: the page's copy counts them (`{{roles.count}}`, lib/open-roles.ts). */
const { roles } = defineContent(
  source,
  z.object({
    roles: z.object({
      noun: careersSchema.shape.roles.shape.noun,
      items: z.array(z.object({ type: z.string() })),
    }),
  }),
  careersFile,
);

export const careersContent = defineContent(
  source,
  careersSchema,
  resolveTokens(source, careersFile, {
    ...siteTokens,
    ...openRolesTokens(roles.items, roles.noun),
  }),
);
