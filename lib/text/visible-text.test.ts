import { describe, expect, it } from "vitest";
import {
  cleanInput,
  hasVisibleText,
  shorten,
  singleLine,
  trimInvisible,
  VISIBLE_TEXT_PATTERN,
  withoutBidiControls,
} from "@/lib/text/visible-text";

/** Each alone shows nothing; the list and their Unicode kin. */
const invisible = {
  "zero-width space": "\u200B",
  "zero-width non-joiner": "\u200C",
  "zero-width joiner": "\u200D",
  "left-to-right mark": "\u200E",
  "right-to-left mark": "\u200F",
  "Arabic letter mark": "\u061C",
  "right-to-left override": "\u202E",
  "first strong isolate": "\u2068",
  "word joiner": "\u2060",
  "invisible separator": "\u2063",
  "Hangul filler": "\u3164",
  "halfwidth Hangul filler": "\uFFA0",
  "Hangul choseong filler": "\u115F",
  "braille blank": "\u2800",
  "soft hyphen": "\u00AD",
  "byte order mark": "\uFEFF",
  "variation selector 16": "\uFE0F",
  "combining acute accent": "\u0301",
  "combining keycap": "\u20E3",
  "Mongolian vowel separator": "\u180E",
  "tag letter": "\u{E0067}",
  "ideographic space": "\u3000",
  "no-break space": "\u00A0",
  "line separator": "\u2028",
  "next line": "\u0085",
  tab: "\t",
};

/** Real text that must survive untouched. */
const visible = {
  accents: "Zoë Ångström-Núñez",
  "decomposed accent": "Zoe\u0308",
  Arabic: "محمد عبد الله",
  Hebrew: "שלום עולם",
  Persian: "می\u200Cخواهم",
  Devanagari: "क्\u200Dष",
  Chinese: "王小明",
  Thai: "สวัสดี",
  "family emoji": "\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}",
  "thumbs up, skin tone": "\u{1F44D}\u{1F3FD}",
  "red heart": "\u2764\uFE0F",
  keycap: "1\uFE0F\u20E3",
  "England flag": "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
  "rainbow flag": "\u{1F3F3}\uFE0F\u200D\u{1F308}",
};

describe("hasVisibleText", () => {
  it.each(Object.entries(invisible))("finds nothing visible in a %s alone", (_, char) => {
    expect(hasVisibleText(char)).toBe(false);
    expect(hasVisibleText(char.repeat(40))).toBe(false);
  });

  it("finds nothing visible in a mix of invisible characters", () => {
    expect(hasVisibleText(Object.values(invisible).join(""))).toBe(false);
    expect(hasVisibleText("")).toBe(false);
  });

  it.each(Object.entries(visible))("finds %s visible", (_, text) => {
    expect(hasVisibleText(text)).toBe(true);
  });

  it("finds one visible character among invisible ones", () => {
    expect(hasVisibleText("\u200B\u200Ba\u200B")).toBe(true);
    expect(hasVisibleText("\u200B.\u200B")).toBe(true);
  });
});

describe("trimInvisible", () => {
  it("trims what shows nothing at both ends, and keeps the inside", () => {
    expect(trimInvisible("\uFEFF\u200B  Ann \u200B\u2063\n")).toBe("Ann");
    expect(trimInvisible("\u202E\u200EAnn Lee\u200F")).toBe("Ann Lee");
    expect(trimInvisible("A\u200Bnn")).toBe("A\u200Bnn");
  });

  it("is empty when nothing is visible", () => {
    expect(trimInvisible(Object.values(invisible).join(" "))).toBe("");
  });

  it.each(Object.entries(visible))("leaves %s as it is", (_, text) => {
    expect(trimInvisible(text)).toBe(text);
    expect(trimInvisible(` \u200B${text}\u200B `)).toBe(text);
  });

  it("keeps the marks and tags that end the last character", () => {
    const england = visible["England flag"];
    expect(trimInvisible(`Go ${england}\u200B`)).toBe(`Go ${england}`);
    expect(trimInvisible("cafe\u0301 ")).toBe("cafe\u0301");
    // A mark with nothing before it has nothing to sit on.
    expect(trimInvisible("\u0301cafe")).toBe("cafe");
  });
});

describe("withoutBidiControls", () => {
  it("removes embeddings, overrides, isolates and marks", () => {
    expect(withoutBidiControls("\u202Eexe.doc\u202C")).toBe("exe.doc");
    expect(withoutBidiControls("a\u202A\u202B\u202C\u202D\u202Eb")).toBe("ab");
    expect(withoutBidiControls("a\u2066\u2067\u2068\u2069b\u200E\u200F\u061C")).toBe("ab");
  });

  it("leaves text in any script, joiners and emoji alone", () => {
    for (const text of Object.values(visible)) expect(withoutBidiControls(text)).toBe(text);
  });
});

describe("singleLine", () => {
  it("turns line breaks into spaces, so nothing typed starts a header", () => {
    expect(singleLine("Hi\r\nBcc: victim@example.com")).toBe("Hi Bcc: victim@example.com");
    expect(singleLine("a\u2028b\u2029c\u0085d\u0000e")).toBe("a b c d e");
  });

  it("removes bidi controls and keeps RTL text", () => {
    expect(singleLine("\u202Eשלום\u202C")).toBe("שלום");
  });
});

describe("cleanInput", () => {
  it("is empty for invisible input and keeps a name in any script", () => {
    expect(cleanInput("\u200B")).toBe("");
    expect(cleanInput("\u200E\u200F")).toBe("");
    expect(cleanInput(" A\u202Enn ")).toBe("Ann");
    for (const text of Object.values(visible)) expect(cleanInput(text)).toBe(text);
  });
});

describe("VISIBLE_TEXT_PATTERN", () => {
  // As a browser compiles `pattern`: anchored, with the `v` flag.
  const pattern = new RegExp(`^(?:${VISIBLE_TEXT_PATTERN})$`, "v");

  it("refuses a value with nothing visible, and accepts real names", () => {
    expect(pattern.test("\u200B")).toBe(false);
    expect(pattern.test("\u3164\u2800\u00AD")).toBe(false);
    expect(pattern.test(" ")).toBe(false);
    for (const text of Object.values(visible)) expect(pattern.test(text)).toBe(true);
  });

  it("compiles with the `u` flag too, as older browsers do", () => {
    expect(new RegExp(`^(?:${VISIBLE_TEXT_PATTERN})$`, "u").test("Ann")).toBe(true);
  });
});

describe("shorten", () => {
  it("keeps short text and cuts long text with an ellipsis", () => {
    expect(shorten("short")).toBe("short");
    expect(shorten("a ".repeat(50), 11)).toBe("a a a a a…");
    expect(shorten("line one\n\nline two")).toBe("line one line two");
  });

  it("never cuts inside an emoji or between a letter and its accent", () => {
    const family = visible["family emoji"];
    const cut = shorten(`${"a".repeat(58)}${family} and more`);
    expect(cut).toBe(`${"a".repeat(58)}${family}…`);
    expect(() => encodeURIComponent(cut)).not.toThrow();
    expect(shorten(`${"e\u0301".repeat(70)}`, 3)).toBe("e\u0301e\u0301…");
  });
});
