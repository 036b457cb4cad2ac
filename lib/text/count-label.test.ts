import { describe, expect, it } from "vitest";
import { countLabel } from "@/lib/text/count-label";

describe("countLabel", () => {
  it("picks the singular only for one", () => {
    const noun = { one: "post", other: "posts" };
    expect(countLabel(1, noun)).toBe("1 post");
    expect(countLabel(0, noun)).toBe("0 posts");
    expect(countLabel(6, noun)).toBe("6 posts");
  });
});
