import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claims, claimsTokens } from "@/content/claims";
import { aboutContent } from "@/content/pages/about";
import {
  claimUsesInContent,
  contentClaimDisagreements,
  contentStatements,
} from "@/lib/claims/claims-check";
import { trialTimelineContent } from "@/content/landing/trial-timeline";
import { contactSupportContent } from "@/content/pages/contact-support";
import { siteTokens } from "@/content/tokens";

const check = { claims, tokens: siteTokens, closedLabel: contactSupportContent.hours.closed };

const WEEKS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

describe("the trial's length", () => {
  const file = "content/landing/trial-timeline.yaml";

  it("is the trial timeline's last day", () => {
    expect(
      trialTimelineContent.steps.at(-1)?.day,
      `${file} steps: the last step is the trial's last day, trialDays in content/claims.yaml`,
    ).toBe(claims.trialDays);
  });

  it("is the only length the trial timeline's words give", () => {
    const { eyebrow, heading, intro } = trialTimelineContent;
    for (const [field, text] of Object.entries({ eyebrow, heading, intro })) {
      for (const [said, count, unit] of text.matchAll(
        /\b(\d+|one|two|three|four|five|six)[ -](week|day)s?\b/gi,
      )) {
        const days = (Number(count) || WEEKS[count!.toLowerCase()]!) * (unit === "week" ? 7 : 1);
        expect(
          days,
          `${file} ${field}: "${said}" is not the trial's length in content/claims.yaml`,
        ).toBe(claims.trialDays);
      }
    }
  });
});

describe("the claims in content/", () => {
  it("are stated nowhere other than as content/claims.yaml states them", () => {
    const found = contentClaimDisagreements("content", check).map(
      ({ statement, reason, expected }) =>
        `${statement.source}.${statement.field} ${reason} (the one value: ${expected})`,
    );
    expect(found).toEqual([]);
  });

  it("are each used through their token", () => {
    const uses = claimUsesInContent("content", Object.keys(claimsTokens));
    const unused = Object.keys(claimsTokens).filter((name) => uses.get(name)?.length === 0);
    expect(unused).toEqual([]);
    const files = (name: string) => new Set(uses.get(name)?.map((use) => use.source));
    expect(files("customers.count")).toEqual(
      new Set([
        "content/landing/hero.yaml",
        "content/footer.yaml",
        "content/pages/about.yaml",
        "content/block-pages/block-library.yaml",
      ]),
    );
  });

  it("are read with their tokens resolved", () => {
    const hero = contentStatements("content", siteTokens).find(
      (statement) =>
        statement.source === "content/landing/hero.yaml" && statement.field === "stats[0]",
    );
    expect(hero?.text).not.toContain("{{");
  });

  it("name, in a folder with a contradicting claim, exactly that file and field", () => {
    const root = mkdtempSync(path.join(tmpdir(), "claims-"));
    mkdirSync(path.join(root, "pages"));
    writeFileSync(
      path.join(root, "pages", "about.yaml"),
      "stats:\n  - value: 5,000+\n    label: businesses\nintro: We reply within {{support.replyTime}}.\n",
    );
    writeFileSync(
      path.join(root, "note.md"),
      "---\ntitle: Hello\n---\nOur team answers around the clock.\n\nA plain paragraph.\n",
    );
    expect(
      contentClaimDisagreements(root, check).map(
        ({ statement, reason }) =>
          `${path.relative(root, statement.source)} ${statement.field}: ${reason}`,
      ),
    ).toEqual([
      "note.md body[0]: says people are there around the clock",
      "pages/about.yaml stats[0]: says 5,000+ customers",
    ]);
  });

  it("find a length of the trial typed instead of its token, and a support card's bare promise", () => {
    const root = mkdtempSync(path.join(tmpdir(), "claims-"));
    writeFileSync(
      path.join(root, "faq.yaml"),
      [
        "items:",
        "  - answer: Nothing is charged during your 14-day trial.",
        "  - answer: Nothing is charged during your {{trial.days}}-day trial.",
        "contact:",
        "  badges:",
        "    - label: Instant Response",
        "      note: from the chat assistant",
        "    - label: 24/7 Support",
        "      note: our team",
        "",
      ].join("\n"),
    );
    expect(
      contentClaimDisagreements(root, check).map(
        ({ statement, reason }) =>
          `${path.relative(root, statement.source)} ${statement.field}: ${reason}`,
      ),
    ).toEqual([
      "faq.yaml contact.badges[1]: says people are there around the clock",
      'faq.yaml items[0].answer: types "14-day trial" instead of writing its token',
    ]);
  });

  it("hold the support card to the claims file: each promise beside what makes it true", () => {
    const card = contentStatements("content", siteTokens).filter(
      (statement) =>
        statement.source === "content/faq.yaml" && statement.field.startsWith("contact."),
    );
    expect(card.some((statement) => /24\/7/.test(statement.text))).toBe(true);
    expect(
      contentClaimDisagreements("content", check).filter(
        ({ statement }) => statement.source === "content/faq.yaml",
      ),
    ).toEqual([]);
  });

  it("make every figure on /about: each is a claim's token, not a number typed as filler", () => {
    const uses = claimUsesInContent("content", Object.keys(claimsTokens));
    const fields = new Set(
      [...uses.values()]
        .flat()
        .filter((use) => use.source === "content/pages/about.yaml")
        .map((use) => use.field),
    );
    expect(aboutContent.stats.length).toBeGreaterThan(0);
    aboutContent.stats.forEach((_, index) => {
      expect(fields, `about.yaml stats[${index}].value`).toContain(`stats[${index}].value`);
    });
  });
});
