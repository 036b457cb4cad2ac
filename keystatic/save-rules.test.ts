import { dump, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { editorData } from "@/keystatic/content-schemas";
import { saveRuleProblems, tidyPage } from "@/keystatic/save-rules";

const kinds = editorData().blocks;
const page = (blocks: unknown[], more: object = {}) =>
  dump({ title: "Spring offer", description: "Two months free.", ...more, blocks });
const header = { discriminant: "page-header", value: { eyebrow: "Offer", title: "Two months" } };
const faq = { discriminant: "faq", value: { questions: [], contactBox: true } };

describe("a page's blocks, checked at Create and Save", () => {
  it("refuses a page that does not start with a Hero or a Page header, naming the block", () => {
    expect(
      saveRuleProblems("content/block-pages/spring-offer.yaml", page([faq, header]), kinds),
    ).toEqual([
      {
        where: "Blocks, item 1 (FAQ)",
        message:
          "a page starts with a Hero or a Page header block: its title is the page's one h1. Add a Page header or a Hero, and move it to the top.",
        item: { list: "Blocks", index: 0 },
      },
    ]);
    expect(
      saveRuleProblems("content/block-pages/spring-offer.yaml", page([header, faq]), kinds),
    ).toEqual([]);
  });

  it("refuses a landing section twice, naming the first one", () => {
    const [problem] = saveRuleProblems(
      "content/block-pages/x.yaml",
      page([header, faq, faq]),
      kinds,
    );
    expect(problem).toMatchObject({
      where: "Blocks, item 3 (FAQ)",
      item: { list: "Blocks", index: 2 },
    });
    expect(problem?.message).toMatch(/^the page already has this block \(item 2\)/);
  });

  it("keeps the landing page published, indexed and with its chat", () => {
    const problems = saveRuleProblems(
      "content/block-pages/home.yaml",
      page([header], { draft: true }),
      kinds,
    );
    expect(problems.map((problem) => `${problem.where}: ${problem.message}`)).toEqual([
      "Draft: the landing page is always published",
      `Chat: the landing page keeps the chat assistant; other pages' "Live chat" links open it there`,
    ]);
  });

  it("writes no list the marketer left empty, and keeps one the block requires", () => {
    const grid = { discriminant: "feature-grid", value: { heading: "Why", items: [] } };
    const tidied = load(
      tidyPage("content/block-pages/x.yaml", page([header, faq, grid]), kinds),
    ) as {
      blocks: { value: object }[];
    };
    expect(tidied.blocks[1]?.value).toEqual({ contactBox: true });
    expect(tidied.blocks[2]?.value).toEqual({ heading: "Why", items: [] });
    // Any other file goes as it is.
    expect(tidyPage("content/faq.yaml", "items: []\n", kinds)).toBe("items: []\n");
  });
});

describe("the status snapshot's times, checked at Save", () => {
  const status = (updatedAt: string, time: string, update = time) =>
    dump({
      updatedAt,
      incidents: {
        items: [
          {
            title: "Old",
            time: "2025-09-10T02:00:00Z",
            updates: [{ time: "2025-09-10T02:40:00Z" }],
          },
          { title: "Email delayed", time, updates: [{ time: update }] },
        ],
      },
    });

  it("refuses an incident after Updated at (UTC), naming the field and the incident", () => {
    const [problem, ...rest] = saveRuleProblems(
      "content/pages/status.yaml",
      status("2025-09-16T10:00:00Z", "2026-11-29T08:50:00Z", "2026-11-29T09:20:00Z"),
      kinds,
    );
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      where: "Incidents, Items, item 2",
      item: { list: "Items", within: ["Incidents"], index: 1 },
      fix: { label: "Set Updated at (UTC) to now", field: "Updated at (UTC)" },
    });
    expect(problem?.message).toBe(
      "its time 29 Nov 2026, 09:20 UTC is after Updated at (UTC), 16 Sep 2025, 10:00 UTC: the page shows how things stood at Updated at (UTC). Set Updated at (UTC) to when you checked the services, this time or later.",
    );
    // The fix never sets a time before the incident's own.
    expect((problem?.fix?.value() ?? "") >= "2026-11-29T09:20").toBe(true);
  });

  it("takes it once Updated at (UTC) is at or after every time", () => {
    expect(
      saveRuleProblems(
        "content/pages/status.yaml",
        status("2026-11-29T09:20:00Z", "2026-11-29T08:50:00Z", "2026-11-29T09:20:00Z"),
        kinds,
      ),
    ).toEqual([]);
  });
});
