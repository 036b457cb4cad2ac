import { afterEach, describe, expect, it } from "vitest";
import { envUrl } from "@/content/env";

const NAME = "NEXT_PUBLIC_TEST_ONLY_URL";

describe("envUrl", () => {
  afterEach(() => {
    delete process.env[NAME];
  });

  it("reads a configured URL and treats an empty one as unset", () => {
    process.env[NAME] = " https://example.com/guide.pdf ";
    expect(envUrl(NAME)).toBe("https://example.com/guide.pdf");
    process.env[NAME] = "  ";
    expect(envUrl(NAME)).toBeUndefined();
  });

  it("fails the build naming the variable when the value is not a URL", () => {
    process.env[NAME] = "guide.pdf";
    expect(() => envUrl(NAME)).toThrow(NAME);
  });
});
