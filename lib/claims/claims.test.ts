import { describe, expect, it } from "vitest";
import {
  countIn,
  claimDisagreements,
  claimTokens,
  claimUses,
  findClaims,
  normaliseCount,
  statementDisagreements,
  statementsOf,
  hoursIn,
  supportHoursText,
  supportRowTime,
} from "@/lib/claims/claims";
import { exampleClaims } from "@/lib/claims/claims.fixture";
import { resolveTokens } from "@/lib/content/tokens";

const claims = exampleClaims;

const disagreements = (text: string) =>
  claimDisagreements(findClaims(text), claims, "Closed").map((entry) => entry.reason);

describe("claimTokens", () => {
  it("writes each claim into the copy", () => {
    const text =
      "{{customers.count}} {{customers.noun}}; {{tools.replacedRange}} tools; a reply within {{support.replyTime}} ({{support.hours}}, closed {{support.closedDays}}); {{trial.days}} and {{guarantee.days}} days.";
    expect(resolveTokens("test.yaml", text, claimTokens(claims))).toBe(
      "50+ businesses in our beta; 15 to 50+ tools; a reply within 24 hours (Monday to Friday 9:00-18:00 EST and Saturday 10:00-16:00 EST, closed Sunday); 14 and 30 days.",
    );
  });

  it("lists three open rows with commas", () => {
    const support = {
      ...claims.support,
      hours: [
        { days: "Monday", open: "9:00-12:00" },
        { days: "Tuesday", open: "9:00-12:00" },
        { days: "Wednesday", open: "9:00-12:00" },
      ],
    };
    expect(supportHoursText(support)).toBe(
      "Monday 9:00-12:00 EST, Tuesday 9:00-12:00 EST and Wednesday 9:00-12:00 EST",
    );
  });
});

describe("claimTokens in another language", () => {
  const text =
    "{{tools.replacedRange}} | {{support.replyTime}} | {{support.hours}} | {{support.closedDays}}";
  const inLanguage = (locale: string, range: string, days: [string, string, string]) =>
    resolveTokens(
      "test.yaml",
      text,
      claimTokens(
        {
          ...claims,
          toolsReplaced: { ...claims.toolsReplaced, range },
          support: {
            ...claims.support,
            hours: [
              { days: days[0], open: "9:00-18:00" },
              { days: days[1], open: "10:00-16:00" },
              { days: days[2] },
            ],
          },
        },
        "test.yaml",
        locale,
      ),
      // Intl writes "24 heures" with a narrow no-break space: compared as a space.
    ).replace(/[\u00a0\u202f]/g, " ");

  it("says the hours, the list's 'and' and the range in that language", () => {
    expect(
      inLanguage("de", "{from} bis {upTo}", ["Montag bis Freitag", "Samstag", "Sonntag"]),
    ).toBe(
      "15 bis 50+ | 24 Stunden | Montag bis Freitag 9:00–18:00 Uhr EST und Samstag 10:00–16:00 Uhr EST | Sonntag",
    );
  });

  it("writes the days in lower case inside a sentence where the language's weekdays are", () => {
    // The hours' table writes "Samedi"; a sentence says "samedi", as French does.
    expect(
      inLanguage("fr", "de {from} à {upTo}", ["Du lundi au vendredi", "Samedi", "Dimanche"]),
    ).toBe(
      "de 15 à 50+ | 24 heures | du lundi au vendredi 9 h – 18 h EST et samedi 10 h – 16 h EST | dimanche",
    );
    expect(
      inLanguage("nl", "{from} tot {upTo}", ["Maandag tot en met vrijdag", "Zaterdag", "Zondag"]),
    ).toBe(
      "15 tot 50+ | 24 uur | maandag tot en met vrijdag 9:00–18:00 EST en zaterdag 10:00–16:00 EST | zondag",
    );
  });
});

describe("hoursIn", () => {
  it("writes the hours as each language does, English as the content writes them", () => {
    const written = (open: string) =>
      Object.fromEntries(["en", "fr", "nl", "de"].map((locale) => [locale, hoursIn(open, locale)]));
    expect(written("9:00-18:00")).toEqual({
      en: "9:00-18:00",
      fr: "9\u00a0h – 18\u00a0h",
      nl: "9:00–18:00",
      de: "9:00–18:00 Uhr",
    });
    expect(written("08:30-16:45")).toEqual({
      en: "08:30-16:45",
      fr: "8\u00a0h\u00a030 – 16\u00a0h\u00a045",
      nl: "8:30–16:45",
      de: "8:30–16:45 Uhr",
    });
  });

  it("leaves hours that are no range within a day as written", () => {
    for (const open of ["22:00-6:00", "9:00-9:00", "18:00-24:00"]) {
      expect(hoursIn(open, "de")).toBe(open);
    }
  });

  it("writes the support table's rows and the sentence with them, one source for every language", () => {
    const row = { days: "Samstag", open: "10:00-16:00" };
    expect(supportRowTime(row, "EST", "Geschlossen", "de")).toBe("10:00–16:00 Uhr EST");
    expect(supportRowTime({ days: "Sonntag" }, "EST", "Geschlossen", "de")).toBe("Geschlossen");
    expect(supportRowTime(row, "EST", "Closed")).toBe("10:00-16:00 EST");
  });
});

describe("findClaims and claimDisagreements", () => {
  it("reads customer counts however they are written", () => {
    expect(normaliseCount("50k+")).toBe("50,000+");
    expect(normaliseCount("more than 50")).toBe("50+");
    expect(
      findClaims("Join 50,000+ businesses. Trusted by more than 50 businesses. 50+ beta users").map(
        (found) => found.kind === "customers" && found.count,
      ),
    ).toEqual(["50,000+", "50+", "50+"]);
  });

  it("leaves other counts alone", () => {
    expect(
      findClaims("10,000 contacts and 50,000 emails a month; 1,000+ tools; 20 team members"),
    ).toEqual([]);
  });

  it("agrees with the one value and names what differs", () => {
    expect(disagreements("Trusted by 50+ businesses in our beta")).toEqual([]);
    expect(disagreements("Join 50,000+ businesses")).toEqual(["says 50,000+ customers"]);
  });

  it("checks the reply time we promise, not one a reader measures", () => {
    expect(disagreements("A real person replies within 24 hours.")).toEqual([]);
    expect(disagreements("We answer within one business day.")).toEqual([
      "promises a reply within one business day",
    ]);
    expect(disagreements("Count how many leads got a reply within one working day.")).toEqual([]);
  });

  it("accepts support hours only as the one value writes them", () => {
    expect(
      disagreements(
        "A person replies in our support hours: Monday to Friday 9:00-18:00 EST and Saturday 10:00-16:00 EST.",
      ),
    ).toEqual([]);
    expect(disagreements("Sunday Closed")).toEqual([]);
    expect(disagreements("We reply within 24 hours, Monday to Saturday.")).toEqual([
      "writes the support days or hours in its own words",
    ]);
  });

  it("says 24/7 only of what runs by itself", () => {
    for (const fine of [
      "Our chat assistant answers around the clock.",
      "Automation that runs 24/7",
      "24/7 Support · the chat assistant and the help center",
    ]) {
      expect(disagreements(fine), fine).toEqual([]);
    }
    for (const wrong of [
      "24/7 human support",
      "Real people answer 24/7 by chat and email.",
      "One 24/7 support team that knows every feature",
      "Our team answers around the clock.",
    ]) {
      expect(disagreements(wrong), wrong).toEqual(["says people are there around the clock"]);
    }
  });
});

describe("support speed, and the lengths of the trial and the guarantee", () => {
  it("says instant or 24/7 of the support only beside what answers at once", () => {
    for (const wrong of [
      "24/7 Support",
      "Instant Response",
      "We respond instantly to every email.",
    ]) {
      expect(disagreements(wrong), wrong).toHaveLength(1);
    }
    for (const fine of [
      "Instant Response · from the chat assistant",
      "Our AI assistant replies instantly, day and night.",
      // The translations' labels, with the assistant named in their language.
      "24/7 support · chatassistent, helpcentrum en statuspagina",
      "Support 24/7 · assistant de chat, centre d’aide et page d’état des services",
      "Upgrades apply instantly.",
      "Turn on the instant reply to new leads first.",
      "Instant text to every missed caller",
    ]) {
      expect(disagreements(fine), fine).toEqual([]);
    }
  });

  it("reads a reply time on a card's label, as well as in a sentence", () => {
    expect(disagreements("Reply within 24 hours")).toEqual([]);
    expect(disagreements("Reply within 2 hours")).toEqual(["promises a reply within 2 hours"]);
  });

  it("reads the trial's length however it is written", () => {
    for (const fine of [
      "Start your 14-day free trial.",
      "During your 14 day trial nothing is charged.",
      "The trial lasts two weeks.",
      "Try it free for fourteen days: no trial fee.",
      "A typical trial: live on day 1, automations by day 3, a decision on day 14.",
      "Cancel before the trial ends; you are billed from day 15.",
      "In a typical trial, the first automation runs by day 3.",
    ]) {
      expect(disagreements(fine), fine).toEqual([]);
    }
    expect(disagreements("During your 21-day trial nothing is charged.")).toEqual([
      'says the trial lasts 21 days ("21-day trial")',
    ]);
    expect(disagreements("The trial lasts three weeks.")).toEqual([
      'says the trial lasts 21 days ("trial lasts three weeks")',
    ]);
    expect(disagreements("Your trial ends with a decision on day 7.")).toEqual([
      'says the trial lasts 7 days ("day 7")',
    ]);
    expect(disagreements("Cancel before the trial ends or pay from day 8.")).toEqual([
      "says billing starts from day 8",
    ]);
  });

  it("reads the guarantee's length however it is written, and not in an address", () => {
    for (const fine of [
      "Our 30-Day Platinum Guarantee",
      "30-Day Money Back",
      "Ask for a refund within thirty days of your first charge.",
      "Read [how the trial works](/help-center/how-the-21-day-free-trial-works).",
    ]) {
      expect(disagreements(fine), fine).toEqual([]);
    }
    expect(disagreements("A 60-day money-back guarantee")).toEqual([
      'says the guarantee lasts 60 days ("60-day money-back guarantee")',
    ]);
    expect(disagreements("Ask for a refund within two weeks.")).toEqual([
      'says the guarantee lasts 14 days ("refund within two weeks")',
    ]);
  });
});

describe("statementsOf and claimUses", () => {
  const file = {
    stats: [{ value: "{{customers.count}}", label: "{{customers.noun}}" }],
    text: "Join {{customers.count}} businesses, a reply within {{support.replyTime}}.",
  };

  it("reads a figure with its label as one statement, where a visitor sees it", () => {
    const statements = statementsOf("content/x.yaml", {
      stats: [{ value: "50,000+", label: "businesses" }],
    });
    expect(statements).toEqual([
      { source: "content/x.yaml", field: "stats[0]", text: "50,000+ businesses" },
    ]);
    expect(
      statementDisagreements(statements, claims, "Closed").map(
        ({ statement, expected }) => `${statement.source}.${statement.field}: ${expected}`,
      ),
    ).toEqual(["content/x.yaml.stats[0]: 50+"]);
  });

  it("lists where each claim is used, and the ones used nowhere", () => {
    const uses = claimUses(
      [{ source: "content/x.yaml", data: file }],
      ["customers.count", "support.replyTime", "trial.days"],
    );
    expect(uses.get("customers.count")).toEqual([
      { source: "content/x.yaml", field: "stats[0].value" },
      { source: "content/x.yaml", field: "text" },
    ]);
    expect(uses.get("support.replyTime")).toEqual([{ source: "content/x.yaml", field: "text" }]);
    expect(uses.get("trial.days")).toEqual([]);
  });
});

describe("countIn", () => {
  it("writes a claim's figures as the language does, English as written", () => {
    expect(countIn("1,000+", "en")).toBe("1,000+");
    expect(countIn("1,000+", "fr")).toBe("1\u202f000+");
    expect(countIn("1,000+", "de")).toBe("1.000+");
    expect(countIn("50+", "nl")).toBe("50+");
    expect(countIn("1,200", "nl")).toBe("1.200");
  });
});
