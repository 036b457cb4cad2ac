import { describe, expect, it } from "vitest";
import {
  attributeBlocking,
  browserWorkKind,
  groupBuckets,
  sourceBucket,
  type ProfileNode,
} from "@/scripts/blocking-attribution.mjs";

describe("sourceBucket", () => {
  it("names the site's own files by their path in the project", () => {
    expect(sourceBucket("turbopack:///[project]/components/consent/consent-manager.tsx")).toBe(
      "site components/consent/consent-manager.tsx",
    );
    expect(sourceBucket("turbopack:///[project]/lib/consent/geo-lookup.ts")).toBe(
      "site lib/consent/geo-lookup.ts",
    );
  });

  it("puts Next.js, React and the bundler's runtime in the framework", () => {
    expect(sourceBucket("turbopack:///[project]/node_modules/next/dist/client/app-index.js")).toBe(
      "framework",
    );
    expect(
      sourceBucket(
        "turbopack:///[project]/node_modules/react-dom/cjs/react-dom-client.production.js",
      ),
    ).toBe("framework");
    expect(sourceBucket("turbopack:///[turbopack]/browser/runtime/base/build-base.ts")).toBe(
      "framework",
    );
  });

  it("names other packages, scoped or not", () => {
    expect(sourceBucket("turbopack:///[project]/node_modules/sonner/dist/index.mjs")).toBe(
      "package sonner",
    );
    expect(
      sourceBucket("turbopack:///[project]/node_modules/@radix-ui/react-switch/dist/index.mjs"),
    ).toBe("package @radix-ui/react-switch");
  });

  it("leaves unknown or unmapped sources out", () => {
    expect(sourceBucket(null)).toBeNull();
    expect(sourceBucket("webpack://elsewhere/thing.js")).toBeNull();
  });
});

describe("attributeBlocking", () => {
  // A profile of one script: the framework calls a site component, which calls a React hook.
  const nodes: ProfileNode[] = [
    { id: 1, url: "", line: 0, column: 0 },
    { id: 2, parent: 1, url: "app.js", line: 1, column: 0 }, // framework
    { id: 3, parent: 2, url: "app.js", line: 2, column: 0 }, // site component
    { id: 4, parent: 3, url: "app.js", line: 3, column: 0 }, // react hook, called by it
    { id: 5, parent: 1, url: "", line: 0, column: 0 }, // (program): style, layout, parsing
  ];
  const sources: Record<number, string> = {
    1: "node_modules/react-dom/cjs/react-dom-client.production.js",
    2: "components/layout/mobile-menu.tsx",
    3: "node_modules/react/cjs/react.production.js",
  };
  const sourceOf = (_url: string, line: number) => sources[line] ?? null;

  it("charges only the part of each task past 50 ms, split by where its samples ran", () => {
    const samples = [
      // Task 1, 100 ms from t=0: half in the framework, a quarter in the component's hook,
      // a quarter in the browser. 50 ms of it blocks.
      { node: 2, time: 0, duration: 50 },
      { node: 4, time: 50, duration: 25 },
      { node: 5, time: 75, duration: 25 },
      // Task 2, 40 ms: short, blocks nothing.
      { node: 2, time: 200, duration: 40 },
    ];
    const tasks = [
      { start: 0, duration: 100 },
      { start: 200, duration: 40 },
    ];
    const { blockingMs, byBucket } = attributeBlocking({ nodes, samples }, tasks, sourceOf);
    expect(blockingMs).toBe(50);
    expect(byBucket).toEqual({
      framework: 25,
      "site components/layout/mobile-menu.tsx": 12.5,
      "browser other": 12.5,
    });
    expect(groupBuckets(byBucket)).toEqual({
      site: 12.5,
      packages: 0,
      framework: 25,
      browser: 12.5,
    });
  });

  it("gives a long task without samples to the browser", () => {
    const { byBucket } = attributeBlocking(
      { nodes, samples: [] },
      [{ start: 0, duration: 80 }],
      sourceOf,
    );
    expect(byBucket).toEqual({ "browser other": 30 });
  });

  it("names the browser's work by the innermost trace event around each sample", () => {
    // One 100 ms task: a layout that recalculates style inside it, then parsing, then a stretch
    // the trace names no work for. 50 ms of it blocks, 12.5 ms for each quarter.
    const samples = [
      { node: 5, time: 0, duration: 25 }, // inside the layout only
      { node: 5, time: 30, duration: 25 }, // inside the style pass, within the layout
      { node: 5, time: 60, duration: 25 }, // parsing
      { node: 5, time: 88, duration: 25 }, // nothing known
    ];
    const work = [
      { start: 0, duration: 50, kind: browserWorkKind("Layout")! },
      { start: 25, duration: 25, kind: browserWorkKind("UpdateLayoutTree")! },
      { start: 55, duration: 30, kind: browserWorkKind("ParseHTML")! },
    ];
    const { byBucket } = attributeBlocking(
      { nodes, samples },
      [{ start: 0, duration: 100 }],
      sourceOf,
      work,
    );
    expect(byBucket).toEqual({
      "browser layout": 12.5,
      "browser style": 12.5,
      "browser parse HTML": 12.5,
      "browser other": 12.5,
    });
    expect(groupBuckets(byBucket).browser).toBe(50);
    expect(browserWorkKind("FunctionCall")).toBeNull();
  });
});
