import { describe, expect, it } from "vitest";
import { claimDisagreements, findClaims, statementDisagreements } from "@/lib/claims/claims";
import { exampleClaims } from "@/lib/claims/claims.fixture";
import {
  blockingItems,
  claimItems,
  datedItems,
  ENVIRONMENT,
  exampleDomain,
  formatHealthReport,
  healthExitCode,
  healthItems,
  isPlaceholder,
  newsletterItems,
  offerItems,
  settingItems,
  sortHealthItems,
  statusItems,
  strictMode,
  type HealthItem,
  type Offer,
  type Setting,
} from "@/lib/content-health/content-health";
import { datedDue, type DatedEntry } from "@/lib/dates/dated";
import { roadmapDatedEntries } from "@/lib/dates/roadmap";
import { statusFreshness } from "@/lib/status/snapshot-age";

const TODAY = "2026-11-28";

const origin: Setting = {
  file: "content/site.yaml",
  field: "origin",
  label: "the site's address",
  value: "https://www.stackless.example",
  env: { name: "NEXT_PUBLIC_SITE_URL", set: false },
  example: "https://www.stackless.com",
  uses: "canonical links point there",
};

describe("placeholders", () => {
  it("knows the reserved names (RFC 2606, RFC 6761) and nothing else", () => {
    for (const value of [
      "https://www.stackless.example",
      "https://app.stackless.example/login",
      "press@stackless.example",
      "https://example.com/x",
      "you@example.org",
      "http://localhost:4173/summary.json",
      "https://status.acme.test",
      "https://shop.invalid",
    ]) {
      expect(isPlaceholder(value), value).toBe(true);
    }
    for (const value of [
      "https://www.stackless.com",
      "press@stackless.com",
      "https://examples.com",
      "https://www.youtube.com/@stackless",
      "https://example.company.io",
      "not a url",
    ]) {
      expect(isPlaceholder(value), value).toBe(false);
    }
  });

  it("writes examples with a real-looking domain made from the site's address", () => {
    expect(exampleDomain("https://www.stackless.example")).toBe("stackless.com");
    expect(exampleDomain("https://example.com")).toBe("yourcompany.com");
    expect(exampleDomain("https://www.acme.io")).toBe("acme.io");
  });

  it("names the file and field of a placeholder, and what to set, with an example", () => {
    const [item] = settingItems([origin]);
    expect(item).toEqual({
      group: "setup",
      topic: "placeholder",
      blocking: true,
      file: "content/site.yaml",
      field: "origin",
      problem:
        "The site's address is https://www.stackless.example, a placeholder that does not exist: canonical links point there.",
      action:
        "Set NEXT_PUBLIC_SITE_URL where the site is built, such as NEXT_PUBLIC_SITE_URL=https://www.stackless.com, or write it as origin in content/site.yaml.",
    });
  });

  it("names the variable when the placeholder came from the environment", () => {
    const [item] = settingItems([
      {
        ...origin,
        value: "https://staging.example",
        env: { name: "NEXT_PUBLIC_SITE_URL", set: true },
      },
    ]);
    expect(item).toMatchObject({
      file: ENVIRONMENT,
      field: "NEXT_PUBLIC_SITE_URL",
      blocking: true,
    });
    expect(item?.action).toBe(
      "Change NEXT_PUBLIC_SITE_URL where the site is built to the real value, such as NEXT_PUBLIC_SITE_URL=https://www.stackless.com.",
    );
  });

  it("says nothing of a real value, and reports an unset optional link as optional", () => {
    expect(settingItems([{ ...origin, value: "https://www.stackless.com" }])).toEqual([]);
    const changelog: Setting = {
      file: "content/site.yaml",
      field: "links.changelog",
      label: "the changelog",
      value: undefined,
      env: { name: "NEXT_PUBLIC_CHANGELOG_URL", set: false },
      example: "https://www.stackless.com/changelog",
      whileUnset: "the footer's Changelog shows as plain text",
    };
    expect(settingItems([changelog])).toEqual([
      {
        group: "setup",
        topic: "link",
        blocking: false,
        file: "content/site.yaml",
        field: "links.changelog",
        problem:
          "No address is set for the changelog, so the footer's Changelog shows as plain text.",
        action:
          "If there is one, set NEXT_PUBLIC_CHANGELOG_URL where the site is built, such as NEXT_PUBLIC_CHANGELOG_URL=https://www.stackless.com/changelog, or write it as links.changelog in content/site.yaml. Otherwise leave it unset.",
      },
    ]);
    // Unset and needed by nothing (a monitor): not reported.
    expect(settingItems([{ ...changelog, whileUnset: undefined }])).toEqual([]);
  });

  it("offers an e-mail address in the file only (no variable sets it)", () => {
    const [item] = settingItems([
      {
        file: "content/site.yaml",
        field: "email.press",
        label: "the press e-mail address",
        value: "press@stackless.example",
        example: "press@stackless.com",
      },
    ]);
    expect(item?.action).toBe(
      "Write it as email.press in content/site.yaml, such as press@stackless.com.",
    );
  });
});

const roadmapEntry: DatedEntry = {
  source: "content/roadmap.yaml",
  field: 'items[3] "AI Employee".target',
  what: 'roadmap target of "AI Employee" (Q3 2026)',
  lastDay: "2026-09-30",
  afterwards: "the landing page shows it as in progress without a date",
  fix: "Mark it shipped, or give it a new target.",
};

describe("dated content", () => {
  it("is due now once past and soon within 30 days, and only what is past blocks", () => {
    const soon = {
      ...roadmapEntry,
      field: "limitedTime.endsOn",
      what: "offer",
      lastDay: "2026-12-10",
    };
    const later = { ...roadmapEntry, lastDay: "2026-12-29" };
    const items = datedItems(datedDue([roadmapEntry, soon, later], TODAY, 30), TODAY);
    expect(items).toEqual([
      {
        group: "now",
        topic: "date",
        blocking: true,
        file: "content/roadmap.yaml",
        field: 'items[3] "AI Employee".target',
        problem:
          'The roadmap target of "AI Employee" (Q3 2026) passed on 30 September 2026; the landing page shows it as in progress without a date.',
        action: "Mark it shipped, or give it a new target.",
      },
      {
        group: "soon",
        topic: "date",
        blocking: false,
        file: "content/roadmap.yaml",
        field: "limitedTime.endsOn",
        problem:
          "The offer ends on 10 December 2026, in 12 days; after it, the landing page shows it as in progress without a date.",
        action: "Mark it shipped, or give it a new target.",
      },
    ]);
  });
});

describe("freshness", () => {
  const status = (updatedAt: string, monitor?: string) =>
    statusItems({
      file: "content/pages/status.yaml",
      field: "updatedAt",
      freshness: statusFreshness({ updatedAt, buildDay: TODAY, monitor }),
      monitorEnv: "NEXT_PUBLIC_STATUS_MONITOR_URL",
      example: "https://status.stackless.com/api/v2/summary.json",
    });

  it("reports an uptime history that ends over a week before the snapshot, without blocking", () => {
    const items = statusItems({
      file: "content/pages/status.yaml",
      field: "updatedAt",
      freshness: statusFreshness({
        updatedAt: "2026-11-27T09:30:00Z",
        buildDay: TODAY,
        monitor: undefined,
      }),
      monitorEnv: "NEXT_PUBLIC_STATUS_MONITOR_URL",
      example: "https://status.stackless.com/api/v2/summary.json",
      uptimeLastDay: "2025-09-16",
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ field: "uptime.lastDay", blocking: false });
    expect(items[0]?.problem).toContain("ends on 16 September 2025, 437 days before");
  });

  it("reports a status snapshot older than 7 days without a monitor", () => {
    expect(status("2026-11-21T10:00:00Z")).toEqual([]);
    expect(
      status("2025-09-16T10:00:00Z", "https://status.stackless.com/api/v2/summary.json"),
    ).toEqual([]);
    const [item] = status("2026-11-20T10:00:00Z");
    expect(item).toMatchObject({
      group: "now",
      topic: "freshness",
      blocking: true,
      field: "updatedAt",
    });
    expect(item?.problem).toContain("a snapshot from 20 November 2026, 8 days before the build");
    expect(item?.action).toContain(
      "NEXT_PUBLIC_STATUS_MONITOR_URL=https://status.stackless.com/api/v2/summary.json",
    );
    // The way without a developer, in the editor's words.
    expect(item?.action).toContain('set "Updated at (UTC)" (updatedAt) to when you checked');
  });

  it("reports a promised interval the newest post does not keep", () => {
    const promise = {
      source: "content/pages/blog.yaml",
      field: "newsletter.text",
      text: "One email every two weeks.",
    };
    const newest = { date: "2026-11-13", source: "content/posts/a.md" };
    expect(newsletterItems([promise], { ...newest, date: "2026-11-14" }, TODAY)).toEqual([]);
    expect(
      newsletterItems([{ ...promise, text: "An email when we publish." }], newest, TODAY),
    ).toEqual([]);
    const [item] = newsletterItems([promise], newest, TODAY);
    expect(item).toMatchObject({
      group: "now",
      file: "content/pages/blog.yaml",
      field: "newsletter.text",
    });
    expect(item?.problem).toBe(
      '"One email every two weeks." promises something every 14 days, but the newest post (content/posts/a.md) is from 13 November 2026, 15 days before the build.',
    );
    expect(newsletterItems([promise], undefined, TODAY)[0]?.problem).toContain(
      "there is no published post",
    );
  });
});

describe("claims", () => {
  const claims = exampleClaims;

  it("names the text that contradicts the one value and the token to write", () => {
    const statement = {
      source: "content/landing/hero.yaml",
      field: "trust",
      text: "Trusted by 50,000+ businesses.",
    };
    const disagreements = claimDisagreements(findClaims(statement.text), claims, "Closed").map(
      (disagreement) => ({ ...disagreement, statement }),
    );
    expect(claimItems(disagreements, "content/claims.yaml")).toEqual([
      {
        group: "now",
        topic: "claim",
        blocking: true,
        file: "content/landing/hero.yaml",
        field: "trust",
        problem:
          '"Trusted by 50,000+ businesses." says 50,000+ customers; the site\'s one value is 50+ (content/claims.yaml).',
        action:
          "Write the token instead of the number, such as {{customers.count}} {{customers.noun}}; if the one value is out of date, change it in content/claims.yaml.",
      },
    ]);
  });
});

describe("offers", () => {
  const screenshots: Offer = {
    file: "content/pages/press.yaml",
    field: 'mediaKit.items[1] "Product screenshots".url',
    name: "Product screenshots",
    format: "ZIP",
    url: undefined,
    built: false,
    env: "NEXT_PUBLIC_MEDIA_KIT_SCREENSHOTS_URL",
    instead: "the press page has journalists request it by e-mail",
    example: "https://files.stackless.com/press/screenshots.zip",
  };

  it("reports an offer with neither a built file nor an address, as optional", () => {
    expect(offerItems([{ ...screenshots, built: true }])).toEqual([]);
    expect(offerItems([{ ...screenshots, url: "https://files.stackless.com/s.zip" }])).toEqual([]);
    expect(offerItems([screenshots])).toEqual([
      {
        group: "setup",
        topic: "file",
        blocking: false,
        file: "content/pages/press.yaml",
        field: 'mediaKit.items[1] "Product screenshots".url',
        problem:
          '"Product screenshots" (ZIP) is offered with no file: the press page has journalists request it by e-mail.',
        action:
          'Put the file where it can be downloaded and write its address in mediaKit.items[1] "Product screenshots".url, such as https://files.stackless.com/press/screenshots.zip, or set NEXT_PUBLIC_MEDIA_KIT_SCREENSHOTS_URL where the site is built. Or remove the entry.',
      },
    ]);
  });
});

const item = (
  group: HealthItem["group"],
  blocking: boolean,
  field: string = group,
): HealthItem => ({
  group,
  topic: "date",
  blocking,
  file: "content/x.yaml",
  field,
  problem: `Problem ${field}.`,
  action: `Do ${field}.`,
});

describe("the report", () => {
  const items = sortHealthItems([
    item("setup", false, "links.community"),
    item("soon", false, "limitedTime.endsOn"),
    item("now", true, "validThrough"),
    item("setup", true, "origin"),
  ]);

  it("orders the items now, soon, set up", () => {
    expect(items.map(({ field }) => field)).toEqual([
      "validThrough",
      "limitedTime.endsOn",
      "links.community",
      "origin",
    ]);
  });

  it("prints counts, then each item's file, field, problem and what to do, by group", () => {
    expect(formatHealthReport(items, { today: TODAY, strict: false })).toBe(
      [
        "Content health on 28 November 2026 (the build date): 1 needs action now, 1 due within 30 days, 2 to set up before launch.",
        "",
        "Needs action now",
        "- content/x.yaml, validThrough: Problem validThrough.",
        "  What to do: Do validThrough.",
        "",
        "Due within 30 days",
        "- content/x.yaml, limitedTime.endsOn: Problem limitedTime.endsOn.",
        "  What to do: Do limitedTime.endsOn.",
        "",
        "Set up before launch",
        "- content/x.yaml, links.community (optional): Problem links.community.",
        "  What to do: Do links.community.",
        "- content/x.yaml, origin: Problem origin.",
        "  What to do: Do origin.",
        "",
        "To fix them in the editor: npm run dev, then open the content health address it prints (http://localhost:3000/content-health when port 3000 is free).",
        "CONTENT_CHECK_STRICT=1 would fail the build on 2 items above (all but those due soon or optional).",
      ].join("\n"),
    );
    expect(formatHealthReport(items, { today: TODAY, strict: true }).split("\n").at(-1)).toBe(
      "CONTENT_CHECK_STRICT is on: 2 items above fail the build (all but those due soon or optional).",
    );
    expect(formatHealthReport([], { today: TODAY, strict: true })).toBe(
      "Content health on 28 November 2026 (the build date): 0 need action now, 0 due within 30 days, 0 to set up before launch.\nNothing needs a person.",
    );
  });

  it("fails a strict check only on what blocks", () => {
    expect(blockingItems(items).map(({ field }) => field)).toEqual(["validThrough", "origin"]);
    expect(healthExitCode(items, false)).toBe(0);
    expect(healthExitCode(items, true)).toBe(1);
    expect(healthExitCode([item("soon", false), item("setup", false)], true)).toBe(0);
  });

  it("reads CONTENT_CHECK_STRICT, refusing a value it does not know", () => {
    for (const value of ["1", "true", "YES", " on "]) expect(strictMode(value), value).toBe(true);
    for (const value of [undefined, "", "0", "false", "no", "off"]) {
      expect(strictMode(value), String(value)).toBe(false);
    }
    expect(() => strictMode("maybe")).toThrow(
      'CONTENT_CHECK_STRICT is "maybe": write 1 to fail the build on the content report, or 0 (or leave it unset) to only print it',
    );
  });
});

describe("the report on a fixture", () => {
  // Content set up for launch, but for a past roadmap target, an old status snapshot and a
  // customer count that contradicts content/claims.yaml.
  const fixture = {
    today: TODAY,
    dated: roadmapDatedEntries([
      { title: "AI Employee", status: "in progress", target: "Q3 2026" },
      { title: "Mobile app", status: "planned", target: "Q2 2027" },
      { title: "Funnels", status: "shipped", target: "2026-03" },
    ]),
    status: {
      file: "content/pages/status.yaml",
      field: "updatedAt",
      freshness: statusFreshness({
        updatedAt: "2025-09-16T10:00:00Z",
        buildDay: TODAY,
        monitor: undefined,
      }),
      monitorEnv: "NEXT_PUBLIC_STATUS_MONITOR_URL",
      example: "https://status.acme.com/api/v2/summary.json",
    },
    newsletter: {
      promises: [
        { source: "content/pages/blog.yaml", field: "newsletter.text", text: "Every two weeks." },
      ],
      newest: { date: "2026-11-20", source: "content/posts/latest.md" },
    },
    claims: {
      file: "content/claims.yaml",
      disagreements: statementDisagreements(
        [
          {
            source: "content/landing/hero.yaml",
            field: "trust",
            text: "Trusted by 50,000+ businesses.",
          },
          { source: "content/pages/about.yaml", field: "stats[0].value", text: "50+ businesses" },
        ],
        exampleClaims,
        "Closed",
      ),
    },
    settings: [
      { ...origin, value: "https://www.acme.com" },
      { ...origin, field: "links.signup", value: "https://app.acme.com/signup" },
    ],
    offers: [
      {
        file: "content/pages/press.yaml",
        field: 'mediaKit.items[0] "Logos".url',
        name: "Logos",
        format: "ZIP",
        url: undefined,
        built: true,
        instead: "",
        example: "",
      },
    ],
  } satisfies Parameters<typeof healthItems>[0];

  it("lists exactly the past roadmap item, the old snapshot and the contradicting claim", () => {
    const items = healthItems(fixture);
    expect(items.map(({ file, field, topic }) => `${topic} ${file} ${field}`)).toEqual([
      'date content/roadmap.yaml items[0] "AI Employee".target',
      "freshness content/pages/status.yaml updatedAt",
      "claim content/landing/hero.yaml trust",
    ]);
    const report = formatHealthReport(items, { today: TODAY, strict: true });
    expect(report).toContain("3 need action now, 0 due within 30 days, 0 to set up before launch");
    expect(report).toContain(
      'The roadmap target of "AI Employee" (Q3 2026) passed on 30 September 2026',
    );
    expect(report).toContain("a snapshot from 16 September 2025, 438 days before the build");
    expect(report).toContain('"Trusted by 50,000+ businesses." says 50,000+ customers');
    expect(healthExitCode(items, true)).toBe(1);
  });

  it("lists nothing once they are fixed", () => {
    const fixed = {
      ...fixture,
      dated: roadmapDatedEntries([{ title: "AI Employee", status: "shipped", target: "2026-10" }]),
      status: {
        ...fixture.status,
        freshness: statusFreshness({
          updatedAt: "2026-11-27T09:00:00Z",
          buildDay: TODAY,
          monitor: undefined,
        }),
      },
      claims: { ...fixture.claims, disagreements: [] },
    };
    expect(healthItems(fixed)).toEqual([]);
  });
});
