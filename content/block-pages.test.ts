import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { blockPages, homePage, readBlockPages } from "@/content/block-pages";
import { faqContent } from "@/content/faq";
import { siteConfig } from "@/content/site";

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "block-pages-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const description = "A page made of blocks for the tests, long enough for a search result to show.";

/** A page's YAML: its title and description, then `blocks` as the editor writes them. */
function pageFile(blocks: string, extra = ""): string {
  return [
    "title: A campaign page",
    `description: ${description}`,
    extra,
    "blocks:",
    blocks,
    "",
  ].join("\n");
}

const hero = "  - discriminant: hero\n    value: {}";

function readError(files: Record<string, string>): string {
  try {
    readBlockPages({ root: project(files), drafts: false });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the pages were read without an error");
}

describe("pages made of blocks", () => {
  it("make the landing page: home.yaml is /, with the landing sections in order", () => {
    const home = homePage();
    expect(home.path).toBe("/");
    expect(home.title).toBe(siteConfig.tagline);
    // In the order a visitor decides; the plan table, the vault, the calculator and the fresh
    // approach are folded into the sections that make the same case.
    expect(home.blocks.map((block) => block.discriminant)).toEqual([
      "hero",
      "integrations",
      "why-switch",
      "features",
      "roadmap",
      "trial-timeline",
      "pricing",
      "cost-story",
      "faq",
    ]);
    const folded = Object.fromEntries(
      home.blocks.map((block) => [block.discriminant, block.value as Record<string, unknown>]),
    );
    expect(folded["why-switch"]?.principles).toBe(true);
    expect(folded["trial-timeline"]?.vault).toBe(true);
    expect(folded.pricing?.comparison).toBe(true);
    expect(folded["cost-story"]?.calculator).toBe(true);
    expect(blockPages().every((page) => page.source.startsWith("content/block-pages/"))).toBe(true);
  });

  it("read a new file as a page at its address, its tokens resolved", () => {
    const [page] = readBlockPages({
      root: project({
        "content/block-pages/spring-offer.yaml": pageFile(
          "  - discriminant: hero\n    value:\n      lead: Save on {{brand}}",
        ),
      }),
    });
    expect(page).toMatchObject({ slug: "spring-offer", path: "/spring-offer" });
    expect(page?.blocks[0]).toEqual({
      discriminant: "hero",
      value: { lead: `Save on ${siteConfig.name}` },
    });
  });

  it("leave drafts out unless drafts are shown (next dev)", () => {
    const root = project({
      "content/block-pages/draft-page.yaml": pageFile(hero, "draft: true"),
    });
    expect(readBlockPages({ root, drafts: false })).toEqual([]);
    expect(readBlockPages({ root, drafts: true })).toHaveLength(1);
  });

  it("refuse a block of a kind the site does not have, naming the file and block", () => {
    const message = readError({
      "content/block-pages/offer.yaml": pageFile(
        `${hero}\n  - discriminant: carousel\n    value: {}`,
      ),
    });
    expect(message).toContain("content/block-pages/offer.yaml.blocks[1]");
    expect(message).toMatch(/the block's kind must be one of: [a-z, -]*\bhero\b/);
  });

  it("refuse a question, plan or tool the shared files do not have, naming the field", () => {
    const message = readError({
      "content/block-pages/offer.yaml": pageFile(
        `${hero}\n  - discriminant: faq\n    value:\n      questions:\n        - free-trial\n        - refunds-on-mars`,
      ),
    });
    expect(message).toContain(
      'content/block-pages/offer.yaml.blocks[1] "faq".value.questions[1]: "refunds-on-mars" is not a question\'s id in content/faq.yaml',
    );
    expect(message).toContain(faqContent.items[0]!.id);
    expect(
      readError({
        "content/block-pages/offer.yaml": pageFile(
          `${hero}\n  - discriminant: pricing\n    value:\n      plans:\n        - platinum`,
        ),
      }),
    ).toContain('"platinum" is not a plan in content/plans.yaml');
  });

  it("start with a Hero or a Page header, and hold a landing section once", () => {
    expect(
      readError({
        "content/block-pages/offer.yaml": pageFile("  - discriminant: vault\n    value: {}"),
      }),
    ).toContain("blocks[0]");
    const twice = readError({
      "content/block-pages/offer.yaml": pageFile(
        `${hero}\n  - discriminant: vault\n    value: {}\n  - discriminant: vault\n    value: {}`,
      ),
    });
    expect(twice).toContain(
      'offer.yaml.blocks[2] "vault": the page already has this block (blocks[1])',
    );
  });

  it("refuse an address another page of the site already has, naming the file", () => {
    expect(
      readError({
        "app/[locale]/about/page.tsx": "",
        "content/block-pages/about.yaml": pageFile(hero),
      }),
    ).toContain(
      "content/block-pages/about.yaml: the file name is the page's address, /about, which the site's own /about already has",
    );
    expect(
      readError({
        "content/legal/cookie-policy.md": "",
        "content/block-pages/cookie-policy.yaml": pageFile(hero),
      }),
    ).toContain(
      "/cookie-policy, which content/legal/cookie-policy.md, a legal document already has",
    );
    expect(readError({ "content/block-pages/Spring Offer.yaml": pageFile(hero) })).toContain(
      "e.g. spring-offer.yaml",
    );
  });

  it("keep the landing page published, indexed and with its chat", () => {
    const message = readError({
      "content/block-pages/home.yaml": pageFile(hero, "noindex: true"),
    });
    expect(message).toContain("home.yaml.noindex");
    expect(message).toContain("home.yaml.chat");
  });
});

describe("the comparison tables of the site's pages", () => {
  it("state no figure of their own: each is a {{token}} of the content it comes from", () => {
    const folder = path.join(process.cwd(), "content/block-pages");
    const found: string[] = [];
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".yaml"))) {
      const page = load(readFileSync(path.join(folder, file), "utf8")) as {
        blocks: { discriminant: string; value: { rows?: Record<string, string>[] } }[];
      };
      for (const block of page.blocks.filter(
        (entry) => entry.discriminant === "comparison-table",
      )) {
        for (const row of block.value.rows ?? []) {
          for (const text of [row.ours, row.theirs]) {
            if (/\d/.test((text ?? "").replace(/\{\{[^}]+\}\}/g, "")))
              found.push(`${file}: ${text}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("hold a folded section once: folded into another block or on its own, not both", () => {
    const message = readError({
      "content/block-pages/offer.yaml": pageFile(
        `${hero}\n  - discriminant: plan-table\n    value: {}\n  - discriminant: pricing\n    value:\n      comparison: true`,
      ),
    });
    expect(message).toContain("content/block-pages/offer.yaml.blocks[2]");
    expect(message).toContain("Plan table block (blocks[1])");
  });
});
