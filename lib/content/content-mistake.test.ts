import { describe, expect, it } from "vitest";
import { readContentMistake } from "@/lib/content/content-mistake";
import { ContentError } from "@/lib/content/errors";

describe("a content mistake, read back from its error", () => {
  it("gives the file, and each field with what is wrong", () => {
    const error = new ContentError("content/faq.yaml", [
      "content/faq.yaml.items[2].answer: Too small: expected string to have >=40 characters",
      "content/faq.yaml.items[4].question: must end with ?",
    ]);
    expect(readContentMistake(error.message)).toEqual({
      file: "content/faq.yaml",
      issues: [
        { field: "items[2].answer", message: "Too small: expected string to have >=40 characters" },
        { field: "items[4].question", message: "must end with ?" },
      ],
    });
  });

  it("keeps a message that names no field whole", () => {
    const error = new ContentError("content/block-pages/Spring.yaml", [
      "content/block-pages/Spring.yaml: the file name is the page's address, so it is lower-case",
      "the landing page is always published",
    ]);
    expect(readContentMistake(error.message)?.issues).toEqual([
      { field: "", message: "the file name is the page's address, so it is lower-case" },
      { field: "", message: "the landing page is always published" },
    ]);
  });

  it("is null for any other error", () => {
    expect(readContentMistake("NEXT_HTTP_ERROR_FALLBACK;404")).toBeNull();
  });
});
