import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "@/lib/seo/json-ld";
import { foreignScripts, scriptElements } from "@/scripts/host-headers.mjs";

const page = (json: string) =>
  `<html><head><script type="application/ld+json">${json}</script></head><body><p>after</p></body></html>`;

describe("serializeJsonLd", () => {
  it.each([
    ["a closing tag", "</script><script>alert(1)</script>"],
    ["a comment opener that would keep the script open", "<!--<script>alert(1)</script>-->"],
    ["a CDATA end and entities", "]]> &amp; &lt;b&gt; \u2028 \u2029"],
  ])("keeps %s inside the script element, as data", (_, value) => {
    const json = serializeJsonLd({ name: value });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: value });
    const scripts = scriptElements(page(json));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.body).toBe(json);
    expect(foreignScripts(page(json))).toEqual([]);
  });

  it("is plain JSON otherwise", () => {
    expect(serializeJsonLd({ "@type": "Thing", n: 1 })).toBe('{"@type":"Thing","n":1}');
  });
});
