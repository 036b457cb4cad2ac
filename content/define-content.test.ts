import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ContentError, defineContent, deriveContent } from "@/content/define-content";
import { heroSchema } from "@/content/landing/hero";
import heroFile from "@/content/landing/hero.yaml";
import { siteConfig } from "@/content/site";
import type { TokenTable } from "@/lib/content/tokens";

const plans = z.array(
  z.object({ name: z.string(), monthlyPrice: z.number().positive().nullable() }),
);

describe("defineContent", () => {
  it("returns the parsed data when every entry is valid", () => {
    const data = [{ name: "Activate", monthlyPrice: 97 }];
    expect(defineContent("content/plans.ts", plans, data)).toEqual(data);
  });

  it("fails with the file, the entry and the field of a bad value", () => {
    const bad = [
      { name: "Activate", monthlyPrice: 97 },
      { name: "Amplify", monthlyPrice: -197 },
    ];
    expect(() => defineContent("content/plans.ts", plans, bad)).toThrow(ContentError);
    expect(() => defineContent("content/plans.ts", plans, bad)).toThrow(
      /content\/plans\.ts\[1\] "Amplify"\.monthlyPrice: .*>0/,
    );
  });

  it("names a missing field", () => {
    const bad = [{ name: "Conquer" }] as unknown as z.input<typeof plans>;
    expect(() => defineContent("content/plans.ts", plans, bad)).toThrow(
      /\[0\] "Conquer"\.monthlyPrice/,
    );
  });
});

describe("defineContent and {{tokens}}", () => {
  // The hero's module never resolves tokens itself: defineContent does it for every module.
  const hero = (primaryCta: string) =>
    defineContent("content/landing/hero.yaml", heroSchema, { ...(heroFile as object), primaryCta });

  it("resolves the site's tokens before it validates", () => {
    expect(hero("Start your {{brand}} trial").primaryCta).toBe(
      `Start your ${siteConfig.name} trial`,
    );
  });

  it("fails on an unknown token, naming the file and the field", () => {
    expect(() => hero("Start your {{brand}} trial {{brnad}}")).toThrow(ContentError);
    expect(() => hero("Start your {{brand}} trial {{brnad}}")).toThrow(
      /content\/landing\/hero\.yaml\.primaryCta: unknown token \{\{brnad\}\}/,
    );
  });

  it("names the entry of a nested field", () => {
    const data = [{ name: "Amplify", monthlyPrice: 97, note: "{{plan.none}}" }];
    expect(() => defineContent("content/plans.ts", plans, data)).toThrow(
      /content\/plans\.ts\[0\] "Amplify"\.note: unknown token \{\{plan\.none\}\}/,
    );
  });

  it("takes a file's own table in place of the site's", () => {
    const tokens: TokenTable = { "roles.count": { describe: "open roles", value: () => "4" } };
    const schema = z.object({ title: z.string() });
    expect(
      defineContent(
        "content/pages/careers.yaml",
        schema,
        { title: "{{roles.count}} open" },
        tokens,
      ),
    ).toEqual({
      title: "4 open",
    });
    expect(() =>
      defineContent("content/pages/careers.yaml", schema, { title: "{{brand}}" }, tokens),
    ).toThrow(/careers\.yaml\.title: unknown token \{\{brand\}\}/);
  });

  it("waits, under next dev, until a page reads content with an unknown token", () => {
    vi.stubEnv("NODE_ENV", "development");
    try {
      const content = hero("{{brnad}}");
      expect(() => content.primaryCta).toThrow(/hero\.yaml\.primaryCta: unknown token/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("a content failure under next dev", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const bad = [{ name: "Amplify", monthlyPrice: -197 }];

  it("lets the module load and throws the same message when a page reads the content", () => {
    vi.stubEnv("NODE_ENV", "development");
    const content = defineContent("content/plans.yaml", plans, bad);
    expect(() => content[0]).toThrow(/content\/plans\.yaml\[0\] "Amplify"\.monthlyPrice/);
    expect(() => content.map((plan) => plan.name)).toThrow(ContentError);
    const derived = deriveContent(() => content.length);
    expect(() => derived.toFixed()).toThrow(ContentError);
  });

  it("reads the data from a function, so its failures wait too", () => {
    vi.stubEnv("NODE_ENV", "development");
    const content = defineContent("content/plans.yaml", plans, () => {
      throw new ContentError("content/faq.yaml", ["unknown token {{price.lowest}}"]);
    });
    expect(() => [...content]).toThrow("unknown token {{price.lowest}}");
  });

  it("still fails at once when the site is built", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(() => defineContent("content/plans.yaml", plans, bad)).toThrow(ContentError);
  });
});
