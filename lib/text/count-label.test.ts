import { describe, expect, it } from "vitest";
import { countLabel } from "@/lib/text/count-label";

describe("countLabel", () => {
  it("picks the singular only for one", () => {
    const noun = { one: "post", other: "posts" };
    expect(countLabel(1, noun)).toBe("1 post");
    expect(countLabel(0, noun)).toBe("0 posts");
    expect(countLabel(6, noun)).toBe("6 posts");
  });

  it("chooses as the language does and writes the number in it", () => {
    const french = { one: "article", other: "articles" };
    expect(countLabel(0, french, "fr")).toBe("0 article");
    expect(countLabel(1, french, "fr")).toBe("1 article");
    expect(countLabel(2, french, "fr")).toBe("2 articles");
    expect(countLabel(1200, { one: "Artikel", other: "Artikel" }, "de")).toBe("1.200 Artikel");
  });

  it("takes the number as the caller wrote it", () => {
    const noun = { one: "contact", other: "contacts" };
    expect(countLabel(5000, noun, "en", "5,000")).toBe("5,000 contacts");
    expect(countLabel(1, noun, "en", "1")).toBe("1 contact");
    expect(countLabel(1, { one: "outil", other: "outils" }, "fr", "1")).toBe("1 outil");
  });
});
