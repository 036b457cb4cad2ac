import { describe, expect, it } from "vitest";
import { bodyImageProblems } from "@/keystatic/collections/body";

describe("a body's images, checked before a save", () => {
  it("refuses an image without alt text, named as the marketer placed it, with what to do", () => {
    const body =
      "![A chart](/blog/entry/first.svg)\n\nIntro.\n\n![](/blog/entry/signups-by-week.svg)\n";
    expect(bodyImageProblems(body)).toEqual([
      'the image "signups-by-week.svg" (image 2 of the body) needs alt text: select it, press Image details above it, and write under Alt text what it shows',
    ]);
    // No Markdown, and no address the editor made up for an entry it has not named yet.
    expect(bodyImageProblems(body)[0]).not.toMatch(/!\[|\/blog\//);
  });

  it("refuses an upload's own file name, offering one", () => {
    const [problem] = bodyImageProblems(
      "![Signups by week](/blog/post/Webinar%20Chart%202026.png)\n",
    );
    expect(problem).toBe(
      'the image file "Webinar Chart 2026.png" needs a name of lower-case letters, digits and hyphens, such as "webinar-chart-2026.png": rename the file (in the editor: select the image, then Image details above it, File name)',
    );
  });

  it("passes a named image with alt text", () => {
    expect(bodyImageProblems("![Signups by week](/blog/post/signups.narrow.svg)\n")).toEqual([]);
  });
});
