import type { JobPosting, WithContext } from "schema-dts";
import type { RoleFrontmatter } from "@/content/roles";
import { countryName, regionCountries } from "@/lib/careers/country-names";
import { escapeHtml } from "@/lib/text/escape-html";

/** schema.org JobPosting `employmentType` values (Google's list). */
export const employmentTypes = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** The ways a role's type is written, lower-case with spaces and hyphens removed. */
const typeWords: Record<string, EmploymentType> = {
  fulltime: "FULL_TIME",
  permanent: "FULL_TIME",
  parttime: "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  freelance: "CONTRACTOR",
  temporary: "TEMPORARY",
  fixedterm: "TEMPORARY",
  intern: "INTERN",
  internship: "INTERN",
  volunteer: "VOLUNTEER",
  perdiem: "PER_DIEM",
};

/** "Full-time" -> FULL_TIME, "Part time" -> PART_TIME, "Internship" -> INTERN; unknown -> undefined. */
export function employmentTypeOf(type: string): EmploymentType | undefined {
  return typeWords[type.toLowerCase().replace(/[^a-z]/g, "")];
}

type Role = Pick<
  RoleFrontmatter,
  | "title"
  | "department"
  | "type"
  | "employmentType"
  | "summary"
  | "responsibilities"
  | "requirements"
  | "remote"
  | "datePosted"
  | "validThrough"
>;

type Organization = {
  name: string;
  url: string;
  /** Absolute URL of the logo Google may show beside the posting. */
  logo: string;
  address: { street: string; postalCode: string; city: string; country: string };
  /** ISO 3166-1 alpha-2 code of the office's country. */
  countryCode: string;
};

function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

/**
 * schema.org JobPosting for one open role, on the role's own page, with the fields Google
 * requires (title, description, datePosted, hiringOrganization, jobLocation or, for remote roles,
 * jobLocationType and applicantLocationRequirements) and recommends (validThrough,
 * employmentType, identifier, directApply). `bodyHtml` is the role's description as HTML.
 */
export function jobPostingJsonLd(
  role: Role,
  organization: Organization,
  page: {
    url: string;
    slug: string;
    bodyHtml: string;
    headings: { responsibilities: string; requirements: string };
  },
): WithContext<JobPosting> {
  const description = [
    `<p>${escapeHtml(role.summary)}</p>`,
    page.bodyHtml,
    `<h2>${escapeHtml(page.headings.responsibilities)}</h2>`,
    htmlList(role.responsibilities),
    `<h2>${escapeHtml(page.headings.requirements)}</h2>`,
    htmlList(role.requirements),
  ].join("");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: role.title,
    description,
    url: page.url,
    identifier: { "@type": "PropertyValue", name: organization.name, value: page.slug },
    datePosted: role.datePosted,
    validThrough: `${role.validThrough}T23:59:59Z`,
    employmentType: role.employmentType ?? employmentTypeOf(role.type) ?? "OTHER",
    occupationalCategory: role.department,
    directApply: false,
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      sameAs: organization.url,
      logo: organization.logo,
    },
    ...(role.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          // Google asks for countries: the European Union is its member states.
          applicantLocationRequirements: [
            ...new Set(role.remote.regions.flatMap((region) => regionCountries(region) ?? [])),
          ].map((code) => ({ "@type": "Country" as const, name: countryName(code) })),
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              streetAddress: organization.address.street,
              postalCode: organization.address.postalCode,
              addressLocality: organization.address.city,
              addressCountry: organization.countryCode,
            },
          },
        }),
  };
}
