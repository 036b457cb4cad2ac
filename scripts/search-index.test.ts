import { describe, expect, it } from "vitest";
import { pageUrl, shouldIndex } from "@/scripts/search-index.mjs";

describe("search index", () => {
  it("maps exported files to the addresses the host serves", () => {
    expect(pageUrl("index.html")).toBe("/");
    expect(pageUrl("about.html")).toBe("/about");
    expect(pageUrl("help-center/inviting-your-team.html")).toBe("/help-center/inviting-your-team");
  });

  it("leaves out pages that ask not to be indexed", () => {
    expect(shouldIndex('<meta name="robots" content="noindex, follow"/>')).toBe(false);
    expect(shouldIndex('<meta name="robots" content="index, follow"/>')).toBe(true);
    expect(shouldIndex("<title>About</title>")).toBe(true);
  });
});
