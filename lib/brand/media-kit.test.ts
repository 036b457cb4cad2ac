import { describe, expect, it } from "vitest";
import {
  filesByKind,
  formatFileSize,
  logoPackFileName,
  logoPackFiles,
} from "@/lib/brand/media-kit";

describe("the logo pack's files", () => {
  it("are named after the brand: each drawing as SVG and PNG, and a README", () => {
    const names = logoPackFiles("Acme Co").map((file) => file.name);
    expect(names).toEqual([
      "acme-co-mark.svg",
      "acme-co-mark.png",
      "acme-co-logo-on-light.svg",
      "acme-co-logo-on-light.png",
      "acme-co-logo-on-dark.svg",
      "acme-co-logo-on-dark.png",
      "README.txt",
    ]);
    expect(logoPackFileName("Acme Co")).toBe("acme-co-logo-pack.zip");
  });

  it("group by drawing in the pack's order", () => {
    expect(filesByKind(logoPackFiles("X")).map(({ kind, names }) => [kind, names.length])).toEqual([
      ["mark", 2],
      ["logo-on-light", 2],
      ["logo-on-dark", 2],
      ["readme", 1],
    ]);
  });
});

describe("formatFileSize", () => {
  it("reads like a download button", () => {
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(58_904)).toBe("58.9 KB");
    expect(formatFileSize(2_400_000)).toBe("2.4 MB");
    expect(formatFileSize(58_904, "en")).toBe("58.9 KB");
  });

  // The spaces are the ones a native typesetter puts there (French: a narrow no-break space).
  it.each([
    ["fr", "900\u202fo", "58,9\u202fko", "2,4\u202fMo"],
    ["nl", "900 byte", "58,9 kB", "2,4 MB"],
    ["de", "900 Byte", "58,9 kB", "2,4 MB"],
  ] as const)("reads as a reader in %s writes it", (locale, bytes, kilobytes, megabytes) => {
    expect(formatFileSize(900, locale)).toBe(bytes);
    expect(formatFileSize(58_904, locale)).toBe(kilobytes);
    expect(formatFileSize(2_400_000, locale)).toBe(megabytes);
  });
});
