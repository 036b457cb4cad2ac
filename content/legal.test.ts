import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  legalDocument,
  legalDocuments,
  readLegalDocuments,
  takenRouteNames,
} from "@/content/legal";
import { siteConfig } from "@/content/site";

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "legal-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const frontmatter = (extra = "") =>
  [
    "---",
    "title: Cookie Policy",
    "meta:",
    "  title: Cookie Policy",
    "  description: Which cookies and similar technologies we set, what each one is for, and how to change your choice.",
    "eyebrow: Legal",
    "summary: Which cookies we set, what each is for and how to change your choice.",
    "lastUpdated: '2026-11-26'",
    "contactEmail: privacy@example.com",
    extra,
    "---",
    "Intro.",
    "",
    "## What we set {% #what-we-set %}",
    "",
    "Only what the banner lists.",
    "",
  ].join("\n");

describe("legal documents", () => {
  it("are the files in content/legal, each at its own address", () => {
    const slugs = legalDocuments().map((document) => document.slug);
    expect(slugs).toEqual(expect.arrayContaining(["privacy-policy", "terms-of-service"]));
  });

  it("take a new file as a new page, with its sections and the default icon", () => {
    const root = project({ "content/legal/cookie-policy.md": frontmatter() });
    const [document] = readLegalDocuments(root);
    expect(document).toMatchObject({
      slug: "cookie-policy",
      source: "content/legal/cookie-policy.md",
      title: "Cookie Policy",
      icon: "FileText",
    });
    expect(document?.sections.map((section) => section.id)).toEqual(["what-we-set"]);
  });

  it("leave a draft out of the export and show it in next dev", () => {
    const root = project({ "content/legal/cookie-policy.md": frontmatter("draft: true") });
    expect(readLegalDocuments(root)).toEqual([]);
    expect(readLegalDocuments(root, true)).toHaveLength(1);
  });

  it("refuse a file named like another page, naming the file", () => {
    const root = project({
      "app/[locale]/about/page.tsx": "",
      "content/legal/about.md": frontmatter(),
    });
    expect(() => readLegalDocuments(root)).toThrow(
      /content\/legal\/about\.md: .*\/about, which another page of the site already has/,
    );
  });

  it("know the app's route names, inside route groups, and public/'s folders", () => {
    const root = project({
      "app/[locale]/about/page.tsx": "",
      "app/[locale]/[page]/page.tsx": "",
      "app/feed.xml/route.ts": "",
      "public/blog/chart.svg": "",
    });
    expect([...takenRouteNames(root)]).toEqual(
      expect.arrayContaining(["about", "blog", "feed.xml"]),
    );
    expect(takenRouteNames(root)).not.toContain("chart.svg");
  });

  it("refuse the names the export writes for the home and not-found pages, and the languages' prefixes", () => {
    for (const name of ["index", "404", "fr", "en"]) {
      const root = project({ [`content/legal/${name}.md`]: frontmatter() });
      expect(() => readLegalDocuments(root), name).toThrow(
        new RegExp(`content/legal/${name}\\.md: .*/${name}, which another page`),
      );
    }
  });

  it("do not take the name of any page of this site", () => {
    const taken = takenRouteNames();
    expect(taken).toContain("about");
    expect(taken).toContain("gdpr");
    for (const document of legalDocuments()) expect(taken).not.toContain(document.slug);
  });
});

describe("the privacy policy", () => {
  it("names who the cookie banner asks for the visitor's country", () => {
    const text = JSON.stringify(legalDocument("privacy-policy"));
    expect(text).toContain(new URL(siteConfig.geoEndpoint, siteConfig.origin).host);
  });
});
