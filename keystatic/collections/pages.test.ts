import { describe, expect, it } from "vitest";
import { blockDefinitions } from "@/components/blocks/definitions";
import { plans } from "@/content/plans";
import { freeAddress } from "@/keystatic/collections/pages";
import { editorData } from "@/keystatic/content-schemas";
import { createConfig } from "@/keystatic/config";

const data = editorData();

describe("the editor's Pages collection", () => {
  it("refuses an address a route, the export or a legal document already has", () => {
    const free = freeAddress(data.takenAddresses);
    for (const taken of ["about", "blog", "pricing-sheet.pdf", "privacy-policy", "sitemap.xml"]) {
      if (data.takenAddresses.includes(taken)) expect(free.test(taken), taken).toBe(false);
    }
    expect(data.takenAddresses).toEqual(
      expect.arrayContaining(["about", "blog", "privacy-policy"]),
    );
    expect(free.test("spring-offer")).toBe(true);
    expect(free.test("about-us")).toBe(true);
    expect(free.test("Spring Offer")).toBe(false);
  });

  it("offers every kind of block, and picks plans from content/plans.yaml by id", () => {
    const pages = (createConfig(data).collections as Record<string, unknown>).pages as {
      path: string;
      schema: {
        blocks: { element: { values: Record<string, { fields: Record<string, unknown> }> } };
      };
    };
    expect(pages.path).toBe("content/block-pages/*");
    const kinds = pages.schema.blocks.element.values;
    expect(Object.keys(kinds)).toEqual(blockDefinitions.map((definition) => definition.type));
    const planPick = kinds.pricing!.fields.plans as {
      kind: string;
      element: { options: { value: string }[] };
    };
    expect(planPick.kind).toBe("array");
    expect(planPick.element.options.map((option) => option.value)).toEqual(
      plans.map((plan) => plan.id),
    );
  });
});
