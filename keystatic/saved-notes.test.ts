import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { savedNotes } from "@/keystatic/saved-notes";

const TODAY = "2026-11-29";
const file = (path: string, text: string) => ({ path, contents: new TextEncoder().encode(text) });
const read = (path: string) => readFileSync(path, "utf8");

describe("what a save changes on the site, said beside the form", () => {
  it("says an offer's end that has passed, and what leaves the pricing cards", () => {
    const pricing = read("content/landing/pricing.yaml").replace(
      /endsOn: '[\d-]+'/,
      "endsOn: '2026-11-01'",
    );
    const [note, ...rest] = savedNotes([file("content/landing/pricing.yaml", pricing)], TODAY);
    expect(rest).toEqual([]);
    expect(note).toMatch(/^The limited-time offer on .+ passed on 1 November 2026: /);
    expect(note).toContain("the pricing cards leave out the plans' limited-time feature");
  });

  it("says a role's closing date and an event's day that have passed", () => {
    const role = read("content/roles/customer-success-manager.md").replace(
      /validThrough: '[\d-]+'/,
      "validThrough: '2026-11-28'",
    );
    const webinar = read("content/block-pages/webinar.yaml").replace(
      /date: '[\d-]+'/,
      "date: '2026-11-20'",
    );
    const notes = savedNotes(
      [
        file("content/roles/customer-success-manager.md", role),
        file("content/block-pages/webinar.yaml", webinar),
      ],
      TODAY,
    );
    expect(notes).toEqual([
      expect.stringMatching(
        /^The closing date of the role "Customer Success Manager" passed on 28 November 2026: its page says it closed, and the careers list and the sitemap leave it out\./,
      ),
      expect.stringMatching(
        /^The event "Save your seat" passed on 20 November 2026: its page says it took place and takes no more sign-ups\./,
      ),
    ]);
  });

  it("says nothing of a date still ahead, a draft, or a file without dates", () => {
    const role = read("content/roles/customer-success-manager.md");
    const draft = role.replace(/validThrough: '[\d-]+'/, "validThrough: '2026-11-01'\ndraft: true");
    expect(
      savedNotes(
        [
          file("content/roles/customer-success-manager.md", role),
          file("content/roles/draft-role.md", draft),
          file("content/faq.yaml", read("content/faq.yaml")),
          file("public/blog/x/chart.svg", "<svg/>"),
        ],
        TODAY,
      ),
    ).toEqual([]);
  });
});
