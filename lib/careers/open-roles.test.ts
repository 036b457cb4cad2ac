import { describe, expect, it } from "vitest";
import { resolveTokens } from "@/lib/content/tokens";
import { openRolesTokens, spellCount } from "@/lib/careers/open-roles";

const noun = { one: "role", other: "roles" };
const sentence = "{{roles.Count}} {{roles.kind}} are open; see all {{roles.count}}.";
const fill = (types: string[]) =>
  resolveTokens(
    "test.yaml",
    sentence,
    openRolesTokens(
      types.map((type) => ({ type })),
      noun,
    ),
  );

describe("spellCount", () => {
  it("spells small counts and writes large ones as digits", () => {
    expect([0, 1, 4, 12, 13, 40].map(spellCount)).toEqual([
      "no",
      "one",
      "four",
      "twelve",
      "13",
      "40",
    ]);
  });
});

describe("openRolesTokens", () => {
  it("names the shared type when every role has it", () => {
    expect(fill(["Full-time", "Full-time", "Full-time", "Full-time"])).toBe(
      "Four full-time roles are open; see all four.",
    );
  });

  it("drops the type once a role of another type is added", () => {
    expect(fill(["Full-time", "Full-time", "Full-time", "Full-time", "Part-time"])).toBe(
      "Five roles are open; see all five.",
    );
  });

  it("uses the singular noun for one role", () => {
    const tokens = openRolesTokens([{ type: "Part-time" }], noun);
    expect(resolveTokens("test.yaml", "{{roles.Count}} {{roles.kind}}", tokens)).toBe(
      "One part-time role",
    );
  });
});

describe("openRolesTokens in another language", () => {
  const kinds = { FULL_TIME: "{noun} à temps plein" };
  const fr = (types: string[]) =>
    resolveTokens(
      "test.yaml",
      "{{roles.Count}} {{roles.kind}}",
      openRolesTokens(
        types.map((type) => ({ type })),
        { one: "poste", other: "postes" },
        { locale: "fr", kinds },
      ),
    );

  it("counts in figures and names the shared type in the language's own words", () => {
    expect(fr(["Full-time", "Full-time", "Full-time", "Full-time"])).toBe("4 postes à temps plein");
    expect(fr(["Full-time"])).toBe("1 poste à temps plein");
  });

  it("never puts the role's English type in the sentence", () => {
    expect(fr(["Full-time", "Part-time"])).toBe("2 postes");
    expect(fr(["Part-time"])).toBe("1 poste");
  });

  it("says English as before", () => {
    const tokens = openRolesTokens([{ type: "Full-time" }, { type: "Full-time" }], noun, {
      locale: "en",
      kinds: { FULL_TIME: "full-time {noun}" },
    });
    expect(resolveTokens("test.yaml", "{{roles.Count}} {{roles.kind}}", tokens)).toBe(
      "Two full-time roles",
    );
  });
});
