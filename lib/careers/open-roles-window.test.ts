import { describe, expect, it, vi } from "vitest";
import { openOn } from "@/lib/careers/open-roles-window";

const role = (title: string, validThrough: string) => ({
  source: `content/roles/${title}.md`,
  frontmatter: { title, validThrough },
});

describe("openOn", () => {
  it("keeps a role through its last day and drops it the day after, naming the file", () => {
    const warn = vi.fn();
    const open = openOn(
      [role("today", "2027-02-28"), role("yesterday", "2027-02-27"), role("later", "2027-06-01")],
      "2027-02-28",
      warn,
    );
    expect(open.map((entry) => entry.frontmatter.title)).toEqual(["today", "later"]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /content\/roles\/yesterday\.md: "yesterday" closed on 2027-02-27/,
    );
  });
});
