import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, defineContent } from "@/content/define";

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
