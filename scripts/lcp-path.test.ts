import { describe, expect, it } from "vitest";
import { describeStep, lcpPath, tallySteps, type SimulatedStep } from "@/scripts/lcp-path.mjs";

const origin = "http://127.0.0.1:4000";
const documentStep: SimulatedStep = {
  type: "network",
  endMs: 754,
  isMainDocument: true,
  resourceType: "Document",
  url: `${origin}/press`,
  transferBytes: 15_071,
};
const stylesheet: SimulatedStep = {
  type: "network",
  endMs: 1058,
  resourceType: "Stylesheet",
  url: `${origin}/_next/static/chunks/site.css`,
  transferBytes: 16_204,
};
const font: SimulatedStep = {
  type: "network",
  endMs: 1808,
  resourceType: "Font",
  url: `${origin}/_next/static/media/inter.woff2`,
  transferBytes: 35_696,
};
const evaluation: SimulatedStep = {
  type: "cpu",
  endMs: 2505,
  evaluates: [`${origin}/_next/static/chunks/02q4b3gwsd92c.js`],
};

describe("lcpPath", () => {
  it("reports when the document and stylesheets were done and the step that ended last", () => {
    expect(lcpPath([documentStep, stylesheet, evaluation, font])).toEqual({
      renderBlockingMs: 1058,
      lastStep: "evaluating 02q4b3gwsd92c.js",
    });
  });

  it("names a request by type, file and size when it ended last", () => {
    expect(lcpPath([font, documentStep]).lastStep).toBe("Font inter.woff2, 35 KiB");
  });

  it("says so when the document itself is the last step", () => {
    expect(lcpPath([documentStep, { type: "cpu", endMs: 700 }])).toEqual({
      renderBlockingMs: 754,
      lastStep: "the HTML document",
    });
  });

  it("has nothing to report for an empty simulation", () => {
    expect(lcpPath([])).toEqual({ renderBlockingMs: null, lastStep: null });
  });
});

describe("describeStep", () => {
  it("calls a task that evaluated no script a main-thread task", () => {
    expect(describeStep({ type: "cpu", endMs: 10 })).toBe("main-thread task");
  });
});

describe("tallySteps", () => {
  it("counts each last step across runs, most frequent first", () => {
    expect(tallySteps(["Font a.woff2", "evaluating b.js", "evaluating b.js", null])).toBe(
      "evaluating b.js (2 of 4); Font a.woff2 (1 of 4)",
    );
  });
});
