import type { JobPosting, WithContext } from "schema-dts";

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

type Role = {
  title: string;
  department: string;
  /** As shown on the page ("Full-time"); `employmentType` overrides what it maps to. */
  type: string;
  employmentType?: EmploymentType;
  summary: string;
  responsibilities: readonly string[];
  remote?: { regions: readonly string[] };
  datePosted: string;
  validThrough: string;
};

type Organization = {
  name: string;
  url: string;
  address: { street: string; postalCode: string; city: string; country: string };
  /** ISO 3166-1 alpha-2 code of the office's country. */
  countryCode: string;
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * schema.org JobPosting for one open role, with the fields Google requires (title, description,
 * datePosted, hiringOrganization, jobLocation or, for remote roles, applicantLocationRequirements).
 */
export function jobPostingJsonLd(role: Role, organization: Organization): WithContext<JobPosting> {
  const description = `<p>${escapeHtml(role.summary)}</p><ul>${role.responsibilities
    .map((item) => `<li>${escapeHtml(item)}</li>`)
    .join("")}</ul>`;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: role.title,
    description,
    datePosted: role.datePosted,
    validThrough: `${role.validThrough}T23:59:59Z`,
    employmentType: role.employmentType ?? employmentTypeOf(role.type) ?? "OTHER",
    occupationalCategory: role.department,
    directApply: false,
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      sameAs: organization.url,
    },
    ...(role.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: role.remote.regions.map((name) => ({
            "@type": "AdministrativeArea" as const,
            name,
          })),
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
