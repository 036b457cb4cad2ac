import { describe, expect, it } from "vitest";
import { decodeEntities, parseHtml } from "@/scripts/html-tree.mjs";

describe("parseHtml", () => {
  it("reads elements, attributes and text as React's server renderer writes them", () => {
    const html =
      '<div class="card" hidden=""><h2 id="a">Plans &amp; pricing</h2><!-- --><p>Save <b>20%</b></p><br/><img src="/a.png" alt="A"/></div>';
    expect(parseHtml(html)).toEqual([
      [
        "div",
        { class: "card", hidden: "" },
        [
          ["h2", { id: "a" }, ["Plans & pricing"]],
          ["p", {}, ["Save ", ["b", {}, ["20%"]]]],
          ["br", {}, []],
          ["img", { src: "/a.png", alt: "A" }, []],
        ],
      ],
    ]);
  });

  it("keeps SVG's attribute case and a script's text as it is", () => {
    const html =
      '<svg viewBox="0 0 24 24" stroke-width="2"><path d="M20 6 9 17l-5-5"></path></svg><script type="application/ld+json">{"a":"<\\u002f"}</script>';
    expect(parseHtml(html)).toEqual([
      [
        "svg",
        { viewBox: "0 0 24 24", "stroke-width": "2" },
        [["path", { d: "M20 6 9 17l-5-5" }, []]],
      ],
      ["script", { type: "application/ld+json" }, ['{"a":"<\\u002f"}']],
    ]);
  });

  it("drops comments, including React's boundary markers", () => {
    expect(parseHtml("<!--$--><p>x</p><!--/$-->")).toEqual([["p", {}, ["x"]]]);
  });
});

describe("decodeEntities", () => {
  it("decodes named, decimal and hexadecimal references and leaves unknown ones", () => {
    expect(decodeEntities("&lt;a&gt; &quot;b&quot; &#x27;c&#39; &#8212; &bogus;")).toBe(
      "<a> \"b\" 'c' \u2014 &bogus;",
    );
  });
});
