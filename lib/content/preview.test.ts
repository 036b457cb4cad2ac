import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentError } from "@/lib/content/errors";
import { readForPreview, staticParamsForPreview } from "@/lib/content/preview";

const broken = () => {
  throw new ContentError("content/faq.yaml", ["content/faq.yaml.items[0].answer: too short"]);
};

describe("reading content around a page in the preview", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("gives the fallback for a content mistake under next dev", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(readForPreview(broken, undefined)).toBeUndefined();
    expect(readForPreview(() => "title", undefined)).toBe("title");
    expect(staticParamsForPreview(broken)).toEqual([]);
  });

  it("lets any other error through, and every error in the build", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(() => readForPreview(() => JSON.parse("{"), undefined)).toThrow(SyntaxError);
    vi.stubEnv("NODE_ENV", "production");
    expect(() => readForPreview(broken, undefined)).toThrow(ContentError);
    expect(() => staticParamsForPreview(broken)).toThrow(ContentError);
  });
});
