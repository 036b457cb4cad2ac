import { describe, expect, it } from "vitest";
import { employmentTypeOf, jobPostingJsonLd } from "@/lib/careers/job-posting";

const organization = {
  name: "Stackless",
  url: "https://www.stackless.example",
  address: { street: "Rue de la Loi 42", postalCode: "1000", city: "Brussels", country: "Belgium" },
  countryCode: "BE",
  logo: "https://www.stackless.example/apple-touch-icon.png",
};

const page = {
  url: "https://www.stackless.example/careers/ux-ui-designer",
  slug: "ux-ui-designer",
  bodyHtml: "<p>The team.</p>",
  headings: { responsibilities: "What you will do", requirements: "What you bring" },
};

const role = {
  title: "UX/UI Designer",
  department: "Design",
  type: "Full-time",
  summary: "Make <complex> tools simple & friendly.",
  responsibilities: ["Design flows", "Test ideas"],
  requirements: ["A portfolio"],
  datePosted: "2025-09-08",
  validThrough: "2025-12-31",
};

describe("jobPostingJsonLd", () => {
  it("carries the required fields and an office location", () => {
    const posting = jobPostingJsonLd(role, organization, page);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "UX/UI Designer",
      datePosted: "2025-09-08",
      validThrough: "2025-12-31T23:59:59Z",
      employmentType: "FULL_TIME",
      url: page.url,
      identifier: { "@type": "PropertyValue", name: "Stackless", value: "ux-ui-designer" },
      directApply: false,
      hiringOrganization: {
        "@type": "Organization",
        name: "Stackless",
        logo: organization.logo,
      },
      jobLocation: {
        "@type": "Place",
        address: { addressLocality: "Brussels", addressCountry: "BE" },
      },
    });
    expect(posting).not.toHaveProperty("jobLocationType");
  });

  it("writes the description as HTML: summary escaped, body, both lists", () => {
    expect(jobPostingJsonLd(role, organization, page).description).toBe(
      "<p>Make &lt;complex&gt; tools simple &amp; friendly.</p><p>The team.</p><h2>What you will do</h2><ul><li>Design flows</li><li>Test ideas</li></ul><h2>What you bring</h2><ul><li>A portfolio</li></ul>",
    );
  });

  it("describes remote roles by the countries applicants may live in, as Google asks", () => {
    const posting = jobPostingJsonLd(
      { ...role, remote: { regions: ["European Union", "United Kingdom", "Belgium"] } },
      organization,
      page,
    );
    expect(posting).toMatchObject({ jobLocationType: "TELECOMMUTE" });
    const countries = (posting as unknown as { applicantLocationRequirements: unknown[] })
      .applicantLocationRequirements;
    expect(countries).toHaveLength(28);
    expect(countries).toContainEqual({ "@type": "Country", name: "Belgium" });
    expect(countries).toContainEqual({ "@type": "Country", name: "United Kingdom" });
    expect(countries).toContainEqual({ "@type": "Country", name: "Germany" });
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
    expect(
      jobPostingJsonLd({ ...role, type: "Part-time" }, organization, page).employmentType,
    ).toBe("PART_TIME");
    expect(
      jobPostingJsonLd(
        { ...role, type: "Seasonal", employmentType: "TEMPORARY" },
        organization,
        page,
      ).employmentType,
    ).toBe("TEMPORARY");
    expect(jobPostingJsonLd({ ...role, type: "Whenever" }, organization, page).employmentType).toBe(
      "OTHER",
    );
  });
});
