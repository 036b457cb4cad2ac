import { describe, expect, it } from "vitest";
import { dataFiles } from "@/keystatic/content-schemas";
import { editorEntryHref } from "@/keystatic/editor-entry";

describe("the editor's address for a file", () => {
  it("names every data file's entry as the editor does", () => {
    for (const [name, , file] of dataFiles) {
      expect(editorEntryHref(file), file).toBe(`/keystatic/singleton/${name}`);
    }
  });

  it("opens the item of a collection, and nothing for a file the editor does not hold", () => {
    expect(editorEntryHref("content/roles/partner-manager.md")).toBe(
      "/keystatic/collection/roles/item/partner-manager",
    );
    expect(editorEntryHref("content/block-pages/webinar.yaml")).toBe(
      "/keystatic/collection/pages/item/webinar",
    );
    expect(editorEntryHref("content/roles/old/partner-manager.md")).toBeUndefined();
    expect(editorEntryHref(".env")).toBeUndefined();
  });
});
