import { describe, expect, it } from "vitest";
import { FONT_SUBSET, charactersOutside, unicodeRangeList } from "@/scripts/font-ranges.mjs";

describe("unicodeRangeList", () => {
  it("writes single code points and ranges the way fontTools and CSS read them", () => {
    expect(
      unicodeRangeList([
        [0x20, 0x7e],
        [0x2022, 0x2022],
      ]),
    ).toBe("U+0020-007E,U+2022");
  });
});

describe("charactersOutside", () => {
  const ranges = FONT_SUBSET.unicodeRanges;

  it("accepts English copy with Latin-1 names and typographic punctuation", () => {
    expect(charactersOutside("José’s “Zoë” plan – €97/mo… © 2026 • ok", ranges)).toEqual([]);
  });

  it("lists each uncovered character once, in order of first use", () => {
    expect(charactersOutside("Łódź and Ł, 東京 ✓", ranges)).toEqual(["Ł", "ź", "東", "京", "✓"]);
  });

  it("ignores line breaks and tabs, which draw no glyph", () => {
    expect(charactersOutside("one\ntwo\tthree\r\n", ranges)).toEqual([]);
  });
});
