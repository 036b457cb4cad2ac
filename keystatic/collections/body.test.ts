import { describe, expect, it } from "vitest";
import { bodyImageProblems } from "@/keystatic/collections/body";

describe("a body's images, checked before a save", () => {
  it("refuses an image without alt text, in the build's words", () => {
    expect(bodyImageProblems("Intro.\n\n![](/blog/post/chart.svg)\n")).toEqual([
      "the image /blog/post/chart.svg needs alt text that says what it shows: ![What it shows](/blog/post/chart.svg)",
    ]);
  });

  it("refuses an upload's own file name, offering one", () => {
    const [problem] = bodyImageProblems(
      "![Signups by week](/blog/post/Webinar%20Chart%202026.png)\n",
    );
    expect(problem).toBe(
      'the image file "Webinar Chart 2026.png" needs a name of lower-case letters, digits and hyphens, such as "webinar-chart-2026.png": rename the file (in the editor: the image\'s pencil, then File name)',
    );
  });

  it("passes a named image with alt text", () => {
    expect(bodyImageProblems("![Signups by week](/blog/post/signups.narrow.svg)\n")).toEqual([]);
  });
});
