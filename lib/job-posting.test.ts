import { describe, expect, it } from "vitest";
import { employmentTypeOf, jobPostingJsonLd } from "@/lib/job-posting";

const organization = {
  name: "Stackless",
  url: "https://www.stackless.example",
  address: { street: "Rue de la Loi 42", postalCode: "1000", city: "Brussels", country: "Belgium" },
  countryCode: "BE",
};

const role = {
  title: "UX/UI Designer",
  department: "Design",
  type: "Full-time",
  summary: "Make <complex> tools simple & friendly.",
  responsibilities: ["Design flows", "Test ideas"],
  datePosted: "2025-09-08",
  validThrough: "2025-12-31",
};

describe("jobPostingJsonLd", () => {
  it("carries the required fields and an office location", () => {
    const posting = jobPostingJsonLd(role, organization);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "UX/UI Designer",
      datePosted: "2025-09-08",
      validThrough: "2025-12-31T23:59:59Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Stackless" },
      jobLocation: {
        "@type": "Place",
        address: { addressLocality: "Brussels", addressCountry: "BE" },
      },
    });
    expect(posting).not.toHaveProperty("jobLocationType");
  });

  it("writes the description as escaped HTML", () => {
    expect(jobPostingJsonLd(role, organization).description).toBe(
      "<p>Make &lt;complex&gt; tools simple &amp; friendly.</p><ul><li>Design flows</li><li>Test ideas</li></ul>",
    );
  });

  it("describes remote roles by where applicants may live", () => {
    const posting = jobPostingJsonLd(
      { ...role, remote: { regions: ["European Union"] } },
      organization,
    );
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [{ "@type": "AdministrativeArea", name: "European Union" }],
    });
    expect(posting).not.toHaveProperty("jobLocation");
  });
});

describe("employmentTypeOf", () => {
  it.each([
    ["Full-time", "FULL_TIME"],
    ["full time", "FULL_TIME"],
    ["Part-time", "PART_TIME"],
    ["PART TIME", "PART_TIME"],
    ["Contract", "CONTRACTOR"],
    ["Freelance", "CONTRACTOR"],
    ["Temporary", "TEMPORARY"],
    ["Internship", "INTERN"],
    ["Volunteer", "VOLUNTEER"],
    ["Per diem", "PER_DIEM"],
  ])("maps %s to %s", (type, expected) => {
    expect(employmentTypeOf(type)).toBe(expected);
  });

  it("knows nothing of other words", () => {
    expect(employmentTypeOf("Whenever")).toBeUndefined();
  });

  it("sets the posting's employmentType from the role's type, or its explicit value", () => {
    expect(jobPostingJsonLd({ ...role, type: "Part-time" }, organization).employmentType).toBe(
      "PART_TIME",
    );
    expect(
      jobPostingJsonLd({ ...role, type: "Seasonal", employmentType: "TEMPORARY" }, organization)
        .employmentType,
    ).toBe("TEMPORARY");
    expect(jobPostingJsonLd({ ...role, type: "Whenever" }, organization).employmentType).toBe(
      "OTHER",
    );
  });
});
