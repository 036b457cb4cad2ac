import { readFileSync } from "node:fs";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { plansIn } from "@/content/plans";
import { siteTextIn } from "@/content/site";
import { fillTemplate } from "@/lib/text/fill-template";
import {
  faqContent,
  getPosts,
  plans,
  postCardPath,
  postModified,
  siteConfig,
} from "./support/content";
import { expect, test } from "./support/fixtures";
import { htmlFileFor, sitemapRoutes } from "./support/routes";

type Node = Record<string, unknown>;

/** Every JSON-LD block an exported page carries, parsed as a search engine would. */
function jsonLd(route: string): Node[] {
  const html = readFileSync(htmlFileFor(route), "utf8");
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Node,
  );
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node["@type"] === type);
const nonEmpty = (value: unknown) =>
  typeof value === "string" ? value.trim().length > 0 : value !== undefined && value !== null;

/** The fields each type needs for rich results (Google's structured data docs). */
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  SoftwareApplication: ["name", "applicationCategory", "operatingSystem", "offers"],
  FAQPage: ["mainEntity"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization"],
  BlogPosting: ["url", "headline", "datePublished", "dateModified", "author", "image"],
  BreadcrumbList: ["itemListElement"],
};

const routes = sitemapRoutes();

test.describe("structured data", () => {
  for (const route of routes) {
    test(`${route} has valid JSON-LD with the required fields`, () => {
      const nodes = jsonLd(route);
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) {
        expect(node["@context"]).toBe("https://schema.org");
        const required = REQUIRED[node["@type"] as string];
        expect(required, `a known type, not ${String(node["@type"])}`).toBeDefined();
        for (const field of required ?? []) {
          expect(nonEmpty(node[field]), `${String(node["@type"])}.${field} on ${route}`).toBe(true);
        }
      }
      // A home page (`/`, `/fr`...) has no trail; an inner page's starts at its language's home.
      const home = /^\/(?:fr|nl|de)(?=\/|$)/.exec(route)?.[0] ?? "";
      if (route !== (home || "/")) {
        const [trail] = ofType(nodes, "BreadcrumbList");
        const items = trail?.itemListElement as Node[];
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items.length).toBeGreaterThanOrEqual(2);
        expect(items[0]?.item).toBe(`${siteConfig.origin}${home}`);
        expect(items.at(-1)?.item).toBe(`${siteConfig.origin}${route}`);
        // Each crumb a page of its own: a search engine drops a #fragment, so two would merge.
        const urls = items.map((item) => String(item.item));
        expect(urls.filter((url) => url.includes("#"))).toEqual([]);
        expect(new Set(urls).size).toBe(urls.length);
      }
    });
  }

  test("home and about name the organisation and the website", () => {
    for (const route of ["/", "/about"]) {
      const nodes = jsonLd(route);
      expect(ofType(nodes, "Organization")[0]?.name).toBe(siteConfig.name);
      expect(ofType(nodes, "WebSite")[0]?.url).toBe(siteConfig.origin);
    }
  });

  test("home offers every plan for each period, with the prices of the plan data", () => {
    const [app] = ofType(jsonLd("/"), "SoftwareApplication");
    const offers = (app?.offers as Node[]).map((offer) => [
      offer.name,
      offer.price,
      offer.priceCurrency,
    ]);
    const expected = plans.flatMap((plan) => [
      ...(plan.monthlyPrice === null ? [] : [[`${plan.name} (monthly)`, plan.monthlyPrice, "USD"]]),
      [`${plan.name} (annual)`, plan.annualPrice, "USD"],
    ]);
    expect(offers).toEqual(expected);
  });

  test("a translated home names its product and offers in its language", () => {
    for (const locale of ["fr", "nl", "de"] as const) {
      const [app] = ofType(jsonLd(`/${locale}`), "SoftwareApplication");
      const { monthlyOffer, annualOffer } = interfaceLabelsIn(locale).structuredData;
      const named = (template: string, plan: string) => fillTemplate(template, { plan });
      expect(app?.inLanguage).toBe(locale);
      expect(app?.description).toBe(siteTextIn(locale).description);
      expect((app?.offers as Node[]).map((offer) => [offer.name, offer.url])).toEqual(
        plansIn(locale).flatMap((plan) => [
          ...(plan.monthlyPrice === null
            ? []
            : [[named(monthlyOffer, plan.name), `${siteConfig.origin}/${locale}#pricing`]]),
          [named(annualOffer, plan.name), `${siteConfig.origin}/${locale}#pricing`],
        ]),
      );
    }
  });

  test("home's FAQPage carries every question with its answer", () => {
    const [faq] = ofType(jsonLd("/"), "FAQPage");
    const questions = (faq?.mainEntity as Node[]).map((question) => [
      question.name,
      (question.acceptedAnswer as Node).text,
    ]);
    expect(questions).toEqual(faqContent.items.map((item) => [item.question, item.answer]));
  });

  test("careers has no JobPosting: each role's page carries its own", () => {
    expect(ofType(jsonLd("/careers"), "JobPosting")).toEqual([]);
  });

  test("each post's page, and only it, carries its BlogPosting", () => {
    expect(ofType(jsonLd("/blog"), "BlogPosting")).toEqual([]);
    for (const post of getPosts()) {
      const url = `${siteConfig.origin}/blog/${post.slug}`;
      expect(ofType(jsonLd(`/blog/${post.slug}`), "BlogPosting")).toEqual([
        expect.objectContaining({
          url,
          headline: post.title,
          description: post.excerpt,
          datePublished: post.date,
          dateModified: postModified(post),
          author: { "@type": "Person", name: post.author },
          image: `${siteConfig.origin}${postCardPath(post)}`,
          publisher: expect.objectContaining({ "@type": "Organization", name: siteConfig.name }),
        }),
      ]);
    }
  });

  test("a value containing < cannot close the script element", () => {
    for (const route of routes) {
      const html = readFileSync(htmlFileFor(route), "utf8");
      for (const [, body] of html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        expect(body).not.toContain("<");
      }
    }
  });
});
