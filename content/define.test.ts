import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ContentError, defineContent, deriveContent } from "@/content/define";

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
