import { describe, expect, it } from "vitest";
import { siteConfig } from "@/content/site";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  softwareApplicationJsonLd,
} from "@/lib/seo/structured-data";

const plans = [
  { id: "a", name: "Activate", description: "Starter", monthlyPrice: 97, annualPrice: 970 },
  { id: "c", name: "Conquer", description: "Top", monthlyPrice: null, annualPrice: 5997 },
];

describe("structured data", () => {
  it("offers each plan for every period it is sold for", () => {
    const app = softwareApplicationJsonLd(siteConfig, plans);
    const offers = app.offers as unknown as { name: string; price: number }[];
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      ["Activate (monthly)", 97],
      ["Activate (annual)", 970],
      ["Conquer (annual)", 5997],
    ]);
  });

  it("describes the organisation with its address and only configured profiles", () => {
    const org = organizationJsonLd({
      ...siteConfig,
      social: [
        { name: "X", href: "https://x.com/stackless" },
        { name: "LinkedIn", href: undefined },
      ],
    }) as unknown as Record<string, unknown>;
    expect(org.sameAs).toEqual(["https://x.com/stackless"]);
    expect(org.address).toMatchObject({
      addressLocality: siteConfig.address.city,
      addressCountry: siteConfig.address.countryCode,
    });
    const none = organizationJsonLd({ ...siteConfig, social: [{ name: "X", href: undefined }] });
    expect(none).not.toHaveProperty("sameAs");
  });

  it("turns FAQ items into questions with accepted answers", () => {
    const page = faqPageJsonLd([{ question: "Why?", answer: "Because." }]);
    expect(page.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Why?",
        acceptedAnswer: { "@type": "Answer", text: "Because." },
      },
    ]);
  });

  it("builds a two-step breadcrumb with absolute URLs", () => {
    const trail = breadcrumbJsonLd(siteConfig, { name: "About", path: "/about" });
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: siteConfig.origin },
      { "@type": "ListItem", position: 2, name: "About", item: `${siteConfig.origin}/about` },
    ]);
  });

  it("walks a deeper page's parents in order", () => {
    const trail = breadcrumbJsonLd(siteConfig, { name: "Trial", path: "/help-center/trial" }, [
      { name: "Help Center", path: "/help-center" },
      { name: "Billing", path: "/help-center#billing" },
    ]);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: siteConfig.origin },
      {
        "@type": "ListItem",
        position: 2,
        name: "Help Center",
        item: `${siteConfig.origin}/help-center`,
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Billing",
        item: `${siteConfig.origin}/help-center#billing`,
      },
      {
        "@type": "ListItem",
        position: 4,
        name: "Trial",
        item: `${siteConfig.origin}/help-center/trial`,
      },
    ]);
  });

  it("credits a post to its author, with its own URL, image and dates", () => {
    const fields = { slug: "s", title: "T", excerpt: "E", author: "A", category: "CRM" };
    const post = blogPostingJsonLd(
      siteConfig,
      { ...fields, date: "2025-09-10" },
      "/blog/s/card.png",
    );
    expect(post).toMatchObject({
      url: `${siteConfig.origin}/blog/s`,
      headline: "T",
      datePublished: "2025-09-10",
      dateModified: "2025-09-10",
      author: { "@type": "Person", name: "A" },
      image: `${siteConfig.origin}/blog/s/card.png`,
      publisher: { "@type": "Organization", name: siteConfig.name },
    });
    const updated = { ...fields, date: "2025-09-10", updated: "2025-10-01" };
    expect(blogPostingJsonLd(siteConfig, updated, "/x.png").dateModified).toBe("2025-10-01");
  });
});
