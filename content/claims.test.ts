import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claims, claimsTokens } from "@/content/claims";
import {
  claimUsesInContent,
  contentClaimDisagreements,
  contentStatements,
} from "@/content/claims-check";
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
});
