import { describe, expect, it } from "vitest";
import { contentHealth } from "@/content/content-health";
import { siteConfig, siteEmailNames } from "@/content/site";
import { isPlaceholder } from "@/lib/content-health";

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
