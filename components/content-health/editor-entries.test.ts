import { describe, expect, it } from "vitest";
import { withEditorLinks } from "@/components/content-health/editor-entries";
import { ENVIRONMENT, type HealthItem } from "@/lib/content-health/content-health";

const at = (file: string): HealthItem => ({
  group: "now",
  topic: "date",
  blocking: true,
  file,
  field: "field",
  problem: "Problem.",
  action: "Do it.",
});

describe("the health page's editor links", () => {
  it("open the editor's entry for each file the report names", () => {
    const files = [
      "content/site.yaml",
      "content/claims.yaml",
      "content/roadmap.yaml",
      "content/pages/status.yaml",
      "content/roles/partner-manager.md",
      ENVIRONMENT,
    ];
    expect(withEditorLinks(files.map(at)).map(({ editorHref }) => editorHref)).toEqual([
      "/keystatic/singleton/site",
      "/keystatic/singleton/claims",
      "/keystatic/singleton/roadmap",
      "/keystatic/singleton/pageStatus",
      "/keystatic/collection/roles/item/partner-manager",
      undefined,
    ]);
  });
});
