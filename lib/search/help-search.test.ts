import { describe, expect, it, vi } from "vitest";
import {
  decodeEntities,
  excerptParts,
  resultKind,
  RERANK_DEPTH,
  resultPath,
  searchSite,
  toSearchResult,
  wordsHeldAsTyped,
  type Pagefind,
} from "@/lib/search/help-search";

describe("excerptParts", () => {
  it("splits Pagefind's excerpt into plain and marked runs", () => {
    expect(excerptParts("when the <mark>trial</mark> ends, <mark>Trial</mark> data")).toEqual([
      { text: "when the ", marked: false },
      { text: "trial", marked: true },
      { text: " ends, ", marked: false },
      { text: "Trial", marked: true },
      { text: " data", marked: false },
    ]);
  });

  it("decodes entities and never passes markup through", () => {
    expect(excerptParts("A &amp; B <b>bold</b> &lt;script&gt; <mark>x&#39;s</mark>")).toEqual([
      { text: "A & B bold <script> ", marked: false },
      { text: "x's", marked: true },
    ]);
  });

  it("returns nothing for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});

describe("decodeEntities", () => {
  it("reads named, decimal and hex references and leaves unknown ones", () => {
    expect(decodeEntities("&quot;a&quot; &#8220;b&#x201D; &bogus;")).toBe(
      '"a" \u201cb\u201d &bogus;',
    );
  });
});

describe("resultPath", () => {
  it.each([
    ["/help-center/trial.html", "/help-center/trial"],
    ["/help-center/trial/", "/help-center/trial"],
    ["/index.html", "/"],
    ["/", "/"],
    ["/blog/index.html", "/blog"],
    ["/terms-of-service.html#free-trial", "/terms-of-service#free-trial"],
  ])("%s is %s", (url, path) => {
    expect(resultPath(url)).toBe(path);
  });
});

describe("resultKind", () => {
  it("tells help articles, the blog and other pages apart", () => {
    expect(resultKind("/help-center/trial")).toBe("help");
    expect(resultKind("/help-center")).toBe("page");
    expect(resultKind("/blog/a-post")).toBe("blog");
    expect(resultKind("/blog")).toBe("blog");
    expect(resultKind("/blogging")).toBe("page");
  });

  it("tells them apart in every language", () => {
    expect(resultKind("/fr/help-center/trial")).toBe("help");
    expect(resultKind("/de/blog/a-post")).toBe("blog");
    expect(resultKind("/nl/blog")).toBe("blog");
    expect(resultKind("/fr/help-center")).toBe("page");
    expect(resultKind("/fr")).toBe("page");
    expect(resultKind("/france/blog/x")).toBe("page");
  });
});

describe("toSearchResult", () => {
  it("falls back to the path when a page has no title", () => {
    expect(
      toSearchResult("1", { url: "/status.html", excerpt: "ok", content: "ok", meta: {} }),
    ).toMatchObject({
      title: "/status",
      href: "/status",
      kind: "page",
    });
  });
});

describe("searchSite", () => {
  /** Pagefind's results in its order, each page holding `text`. */
  const pagefindWith = (texts: string[], data = vi.fn()) => {
    data.mockImplementation(async (index: number) => ({
      url: `/help-center/${index}.html`,
      excerpt: "",
      content: texts[index] ?? "",
      meta: { title: `Page ${index}` },
    }));
    const pagefind: Pagefind = {
      options: async () => {},
      init: async () => {},
      search: async () => ({
        results: texts.map((_, index) => ({ id: String(index), data: () => data(index) })),
      }),
    };
    return { pagefind, data };
  };

  it("counts every match and reads only the first results", async () => {
    const { pagefind, data } = pagefindWith(Array.from({ length: RERANK_DEPTH + 5 }, () => "a"));
    const { total, results } = await searchSite(pagefind, "a", 2);
    expect(total).toBe(RERANK_DEPTH + 5);
    expect(results.map((result) => result.id)).toEqual(["0", "1"]);
    expect(data).toHaveBeenCalledTimes(RERANK_DEPTH);
  });

  it("lists the pages holding the words as typed first, in Pagefind's order otherwise", async () => {
    const { pagefind } = pagefindWith([
      "Lift conversions",
      "Export your conversations",
      "A conversion rate",
      "Conversations, and the inbox",
    ]);
    const { results } = await searchSite(pagefind, "Conversations");
    expect(results.map((result) => result.id)).toEqual(["1", "3", "0", "2"]);
  });

  it("ranks a page by how many of the words it holds as typed", () => {
    const page = {
      url: "/a.html",
      excerpt: "",
      meta: { title: "Cancel" },
      content: "plans, billing",
    };
    expect(wordsHeldAsTyped("cancel my plan", page)).toBe(1);
    expect(wordsHeldAsTyped("Cancel plans cancel", page)).toBe(2);
    expect(wordsHeldAsTyped("cancelling", page)).toBe(0);
  });

  it("searches a price for its number, as the index holds it", async () => {
    const search = vi.fn(async () => ({ results: [] }));
    await searchSite({ options: async () => {}, init: async () => {}, search }, "$97 plan");
    expect(search).toHaveBeenCalledWith("97 plan");
  });
});
