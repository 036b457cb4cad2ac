import { describe, expect, it } from "vitest";
import { defineContent } from "@/content/define";
import { careersContent, careersSchema } from "@/content/pages/careers";
import { jobPostingJsonLd } from "@/lib/job-posting";

const [firstRole] = careersContent.roles.items;
if (!firstRole) throw new Error("content/pages/careers.yaml lists no role");

const partTimeRole = {
  ...firstRole,
  title: "Part-time Support Specialist",
  type: "Part-time",
  remote: undefined,
};

function withRoles(items: unknown[]) {
  return { ...careersContent, roles: { ...careersContent.roles, items } };
}

describe("careers content", () => {
  it("accepts a fifth role that is part-time, and marks it PART_TIME", () => {
    const content = defineContent(
      "careers.yaml",
      careersSchema,
      withRoles([...careersContent.roles.items, partTimeRole]),
    );
    const added = content.roles.items.at(-1)!;
    expect(content.roles.items).toHaveLength(careersContent.roles.items.length + 1);
    const organization = {
      name: "Brand",
      url: "https://example.com",
      address: { street: "s", postalCode: "p", city: "c", country: "n" },
      countryCode: content.officeCountryCode,
    };
    expect(jobPostingJsonLd(added, organization).employmentType).toBe("PART_TIME");
  });

  it("accepts any number of roles, none included", () => {
    expect(careersSchema.safeParse(withRoles([])).success).toBe(true);
  });

  it("names the role and field when a type maps to no employment type", () => {
    expect(() =>
      defineContent("careers.yaml", careersSchema, withRoles([{ ...partTimeRole, type: "Gig" }])),
    ).toThrow(/careers\.yaml\.roles\.items\[0\] "Part-time Support Specialist"\.type: "Gig"/);
  });

  it("accepts an unusual type with an explicit employment type", () => {
    const role = { ...partTimeRole, type: "Seasonal", employmentType: "TEMPORARY" };
    expect(careersSchema.safeParse(withRoles([role])).success).toBe(true);
  });

  it("rejects two roles with one title", () => {
    expect(() =>
      defineContent("careers.yaml", careersSchema, withRoles([partTimeRole, partTimeRole])),
    ).toThrow(/items\[1\] "Part-time Support Specialist"\.title: .*another role/);
  });
});
