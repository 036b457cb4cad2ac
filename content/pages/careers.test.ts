import { describe, expect, it, vi } from "vitest";
import { defineContent } from "@/content/define-content";
import { careersContent, getCareersContent } from "@/content/pages/careers";
import { allRoles, openRoles, roleSchema } from "@/content/roles";
import { employmentTypeOf } from "@/lib/careers/job-posting";

const [firstRole] = allRoles();
if (!firstRole) throw new Error("content/roles/ holds no role");

describe("roles", () => {
  it("accepts a part-time role and maps it to PART_TIME", () => {
    const role = defineContent("content/roles/part-time.md", roleSchema, {
      ...firstRole.frontmatter,
      title: "Part-time Support Specialist",
      type: "Part-time",
    });
    expect(employmentTypeOf(role.type)).toBe("PART_TIME");
  });

  it("names the file and field of a type schema.org cannot map", () => {
    expect(() =>
      defineContent("content/roles/odd.md", roleSchema, {
        ...firstRole.frontmatter,
        type: "Whenever",
      }),
    ).toThrow(/content\/roles\/odd\.md\.type: "Whenever" does not say which schema\.org/);
  });

  it("lists only the roles open on the build date, newest first", () => {
    const lastDay = allRoles()
      .map((role) => role.frontmatter.validThrough)
      .toSorted()
      .at(-1)!;
    expect(openRoles("2000-01-01").length).toBe(allRoles().length);
    const dayAfter = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(openRoles(dayAfter)).toEqual([]);
    const posted = openRoles("2000-01-01").map((role) => role.frontmatter.datePosted);
    expect(posted).toEqual(posted.toSorted().toReversed());
  });

  it("counts the open roles in the page's copy", () => {
    expect(careersContent.roles.description).not.toMatch(/\{\{/);
  });
});

describe("the careers copy", () => {
  it("is read once for a build, afresh for every page in next dev (a new role counts at once)", () => {
    expect(getCareersContent()).toBe(careersContent);
    vi.stubEnv("NODE_ENV", "development");
    try {
      const fresh = getCareersContent();
      expect(fresh).not.toBe(careersContent);
      expect(fresh).toEqual(careersContent);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
