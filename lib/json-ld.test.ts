import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "@/lib/json-ld";

describe("serializeJsonLd", () => {
  it("escapes every < so a value cannot close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("is plain JSON otherwise", () => {
    expect(serializeJsonLd({ "@type": "Thing", n: 1 })).toBe('{"@type":"Thing","n":1}');
  });
});
