import { afterEach, describe, expect, it, vi } from "vitest";
import { dataFiles } from "@/keystatic/content-schemas";

// A marketer can save a value the build refuses (an annual price that is not ten monthly ones, an
// unknown {{token}}): the editor cannot check every rule. Under `next dev` the editor must still
// open so they can fix it there, while every page that reads the file shows the error.

const fileNames = dataFiles.map(([, , file]) => file);

describe("the editor with one invalid data file, under next dev", () => {
  let mocked = "";
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.doUnmock(mocked);
    vi.resetModules();
  });

  for (const file of fileNames) {
    it(`opens when ${file} is invalid`, async () => {
      vi.stubEnv("NODE_ENV", "development");
      vi.resetModules();
      mocked = `@/${file}`;
      vi.doMock(mocked, () => ({ default: { notThisFile: true } }));
      const schemas = await import("@/keystatic/content-schemas");
      expect(() => schemas.editorData()).not.toThrow();
    });
  }
});
