import { describe, expect, it } from "vitest";
import { contentHealth, datedEntries } from "@/content/content-health";
import { siteConfig, siteEmailNames } from "@/content/site";
import { buildDate } from "@/lib/dates/build-date";
import { isPlaceholder } from "@/lib/content-health/content-health";
import { datedDue } from "@/lib/dates/dated";

describe("the content report on the real content", () => {
  const { items } = contentHealth("2026-11-28");
  const fields = (topic: string) =>
    items.filter((item) => item.topic === topic).map(({ file, field }) => `${file} ${field}`);

  it("lists each placeholder the site config still holds, naming its file and field", () => {
    const expected = [
      ["origin", siteConfig.origin],
      ...siteEmailNames.map((name) => [`email.${name}`, siteConfig.email[name]]),
      ["links.appLogin", siteConfig.links.appLogin],
      ["links.signup", siteConfig.links.signup],
    ].flatMap(([field, value]) =>
      value && isPlaceholder(value) ? [`content/site.yaml ${field}`] : [],
    );
    expect(fields("placeholder")).toEqual(expected);
  });

  it("finds no claim that disagrees and no promised interval the posts miss", () => {
    expect(fields("claim")).toEqual([]);
    expect(items.filter((item) => item.file === "content/pages/blog.yaml")).toEqual([]);
  });

  it("says for every item where it is and what to do", () => {
    for (const item of items) {
      expect(item.field, item.file).not.toBe("");
      expect(item.action, `${item.file} ${item.field}`).toMatch(/\.$/);
    }
  });
});

describe("datedEntries", () => {
  const entries = datedEntries();

  it("names every dated promise by file and field, with its last day", () => {
    const sources = new Set(entries.map((entry) => entry.source));
    expect(sources).toContain("content/roadmap.yaml");
    expect(sources).toContain("content/landing/pricing.yaml");
    expect([...sources].some((source) => source.startsWith("content/roles/"))).toBe(true);
    for (const entry of entries) {
      expect(entry.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.fix).toMatch(/such as/);
    }
  });

  it("holds no roadmap target or offer that has passed on the build date", () => {
    const past = datedDue(entries, buildDate())
      .filter((notice) => !notice.source.startsWith("content/roles/"))
      .map((notice) => notice.message);
    expect(past).toEqual([]);
  });
});
