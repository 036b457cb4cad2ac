import { readdirSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { BlockPlace } from "@/components/blocks/define-block";
import { blockDefinitions } from "@/components/blocks/definitions";
import { blockComponents, blockPlaces } from "@/components/blocks/render-blocks";
import { blockPages } from "@/content/block-pages";

// The islands' code is loaded in a browser, not here: each draws nothing in these renders.
vi.mock("@/components/blocks/islands", async (importOriginal) => {
  const islands = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(Object.keys(islands).map((name) => [name, () => null]));
});
vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {} }), usePathname: () => "/" }));

const LIBRARY = "content/block-pages/block-library.yaml";
const kinds = blockDefinitions.map((definition) => definition.type);

describe("the kinds of block", () => {
  it("are the folders of components/blocks/ that hold a config.ts, each registered in definitions.ts", () => {
    const folders = readdirSync("components/blocks", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) =>
        readdirSync(path.join("components/blocks", entry.name)).includes("config.ts"),
      )
      .map((entry) => entry.name);
    expect(
      [...kinds].sort(),
      "a block's folder is registered in blockDefinitions (components/blocks/definitions.ts)",
    ).toEqual(folders.sort());
  });

  const library = blockPages().find((page) => page.source === LIBRARY);

  it(`are each shown on /block-library (${LIBRARY})`, () => {
    const shown = new Set(library?.blocks.map((block) => block.discriminant));
    expect(
      kinds.filter((kind) => !shown.has(kind)),
      `kinds of block missing from ${LIBRARY}: add an example of each`,
    ).toEqual([]);
  });

  it("each draw their example there", () => {
    if (!library) throw new Error(`${LIBRARY} is missing`);
    const places = blockPlaces(library.blocks, library);
    library.blocks.forEach((block, index) => {
      const Component = blockComponents[block.discriminant] as ComponentType<{
        settings: unknown;
        place: BlockPlace;
      }>;
      const html = renderToStaticMarkup(
        <Component settings={block.value} place={places[index]!} />,
      );
      const text = html.replace(/<[^>]+>/g, " ").trim();
      expect(text, `${LIBRARY} blocks[${index}] "${block.discriminant}"`).not.toBe("");
    });
  });
});
