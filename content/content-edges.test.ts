import { describe, expect, it } from "vitest";
import { defineContent } from "@/content/define-content";
import faqFile from "@/content/faq.yaml";
import { faqSchema } from "@/content/faq";
import featuresFile from "@/content/landing/features.yaml";
import { featuresSchema } from "@/content/landing/features";
import heroFile from "@/content/landing/hero.yaml";
import { heroSchema } from "@/content/landing/hero";
import plansFile from "@/content/plans.yaml";
import { plansFileSchema, type Plan } from "@/content/plans";
import roadmapFile from "@/content/roadmap.yaml";
import { roadmapSchema } from "@/content/roadmap";
import chatFile from "@/content/chat.yaml";
import { chatSchema } from "@/content/chat";
import trialTimelineFile from "@/content/landing/trial-timeline.yaml";
import { trialTimelineSchema } from "@/content/landing/trial-timeline";
import siteFile from "@/content/site.yaml";
import { siteFileSchema } from "@/content/site";
import { allRoles, roleSchema } from "@/content/roles";
import { siteTokens } from "@/content/tokens";
import { resolveTokens } from "@/lib/content/tokens";

// Edits a marketer makes, applied to copies of the real files: the schemas take any count and any
// wording, and still refuse what would break a page. The same edits go through a full build, axe
// and the reflow check in docs/content-edges.md.
const clone = <T>(value: T): T => structuredClone(value);
const real = {
  plans: plansFileSchema.parse(plansFile).plans,
  faq: faqSchema.parse(resolveTokens("content/faq.yaml", faqFile, siteTokens)),
  hero: heroSchema.parse(heroFile),
  features: featuresSchema.parse(featuresFile),
  roadmap: roadmapSchema.parse(roadmapFile),
  trial: trialTimelineSchema.parse(trialTimelineFile),
  chat: chatSchema.parse(resolveTokens("content/chat.yaml", chatFile, siteTokens)),
};

function planLike(id: string, monthlyPrice: number): Plan {
  const base = real.plans[0];
  if (!base) throw new Error("content/plans.yaml has no plans");
  return { ...base, id, name: id, popular: false, monthlyPrice, annualPrice: monthlyPrice * 10 };
}

describe("content files take any count and wording", () => {
  it("accepts three plans and five plans", () => {
    const three = real.plans.filter((plan) => plan.id !== "automate");
    const five = [...real.plans.slice(0, 3), planLike("scale", 397), ...real.plans.slice(3)];
    expect(plansFileSchema.parse({ plans: three }).plans).toHaveLength(3);
    expect(plansFileSchema.parse({ plans: five }).plans.map((plan) => plan.id)).toContain("scale");
  });

  it("accepts a ninth FAQ item", () => {
    const faq = clone(real.faq);
    faq.items.push({
      id: "own-domain",
      question: "Can I bring my own domain?",
      answer: "Yes. Connect the domains your plan includes; we guide you through the DNS records.",
      icon: "CircleHelp",
    });
    expect(faqSchema.parse(faq).items).toHaveLength(real.faq.items.length + 1);
  });

  it("accepts any number of hero badges, any roadmap category and a subset of feature tabs", () => {
    const hero = clone(real.hero);
    hero.badges = [...hero.badges, { icon: "Star", label: "Reviews on autopilot" }];
    expect(heroSchema.safeParse(hero).success).toBe(true);

    const roadmap = clone(real.roadmap);
    const item = roadmap.items[0];
    if (item) item.category = "Security";
    expect(roadmapSchema.safeParse(roadmap).success).toBe(true);

    const features = clone(real.features);
    features.tabs = features.tabs.slice(2, 5);
    expect(featuresSchema.safeParse(features).success).toBe(true);
  });
});

describe("the trial timeline and the chat take any count too", () => {
  it("accepts three steps and five steps", () => {
    const [first, ...rest] = real.trial.steps;
    const three = { ...real.trial, steps: real.trial.steps.slice(0, 3) };
    const five = { ...real.trial, steps: [first!, { ...first!, day: 2 }, ...rest] };
    expect(trialTimelineSchema.parse(three).steps).toHaveLength(3);
    expect(trialTimelineSchema.parse(five).steps).toHaveLength(5);
  });

  it("accepts the replies in any order, and refuses a topic without its reply or with two", () => {
    const reversed = { ...real.chat, replies: [...real.chat.replies].reverse() };
    expect(chatSchema.safeParse(reversed).success).toBe(true);
    const missing = { ...real.chat, replies: real.chat.replies.slice(1) };
    const twice = { ...real.chat, replies: [...real.chat.replies, real.chat.replies[0]] };
    for (const bad of [missing, twice]) {
      expect(chatSchema.safeParse(bad).error?.issues[0]?.message).toMatch(/^one reply per topic/);
    }
  });

  it("takes the company's country as a real two-letter code, nothing else", () => {
    const site = siteFileSchema.parse(siteFile);
    expect(site.address.countryCode).toMatch(/^[A-Z]{2}$/);
    for (const countryCode of ["be", "BEL", "B", "EU"]) {
      const address = { ...site.address, countryCode };
      expect(siteFileSchema.safeParse({ ...site, address }).success, countryCode).toBe(false);
    }
  });
});

describe("a remote role names countries", () => {
  const role = allRoles().find((entry) => entry.frontmatter.remote)?.frontmatter;

  it("refuses a region that is no country, naming the value and the field", () => {
    if (!role) throw new Error("content/roles/ holds no remote role");
    const result = roleSchema.safeParse({ ...role, remote: { regions: ["Norway", "Europe"] } });
    expect(result.error?.issues[0]?.path).toEqual(["remote", "regions", 1]);
    expect(result.error?.issues[0]?.message).toMatch(/^"Europe" is not a country/);
    expect(roleSchema.safeParse({ ...role, remote: { regions: [] } }).success).toBe(false);
  });
});

describe("content files still refuse what would break a page", () => {
  it("names the file, the plan and the field when an annual price is not ten months", () => {
    const plans = clone(real.plans);
    const plan = plans[1];
    if (plan) plan.annualPrice += 1;
    expect(() => defineContent("content/plans.yaml", plansFileSchema, { plans })).toThrow(
      /content\/plans\.yaml\.plans\[1\] "Amplify"\.annualPrice/,
    );
  });

  it("refuses two plans with one id and a third floating card in the hero mock-up", () => {
    const duplicate = [...real.plans, planLike("activate", 50)];
    expect(plansFileSchema.safeParse({ plans: duplicate }).success).toBe(false);

    const hero = clone(real.hero);
    hero.mockup.toasts = [...hero.mockup.toasts, { icon: "Star", title: "Third", detail: "x" }];
    expect(heroSchema.safeParse(hero).success).toBe(false);
  });

  it("refuses a feature tab listed twice (its id names the panel)", () => {
    const features = clone(real.features);
    const first = features.tabs[0];
    if (first) features.tabs.push(first);
    expect(featuresSchema.safeParse(features).success).toBe(false);
  });
});
