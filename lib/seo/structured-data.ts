import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Offer,
  Organization,
  SoftwareApplication,
  WebSite,
  WithContext,
} from "schema-dts";
import type { Plan } from "@/content/plans";
import type { Post as ContentPost } from "@/content/posts";
import type { SiteConfig } from "@/content/site";
import { APPLE_TOUCH_ICON } from "@/lib/seo/metadata";

/**
 * schema.org objects built from content, so search engines read the same prices, questions
 * and posts the pages show. Rendered by components/seo/json-ld.tsx.
 */

type Site = Pick<SiteConfig, "name" | "origin" | "description" | "email" | "address" | "social">;

const url = (site: Site, path: string) => (path === "/" ? site.origin : `${site.origin}${path}`);

export function organizationJsonLd(site: Site): WithContext<Organization> {
  const sameAs = site.social.flatMap((entry) => (entry.href ? [entry.href] : []));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.origin}/#organization`,
    name: site.name,
    url: site.origin,
    logo: url(site, APPLE_TOUCH_ICON.url),
    description: site.description,
    email: site.email.support,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: site.email.support,
      availableLanguage: "English",
    },
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export function websiteJsonLd(site: Site): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.origin}/#website`,
    name: site.name,
    url: site.origin,
    publisher: { "@id": `${site.origin}/#organization` },
  };
}

type PlanOffer = Pick<Plan, "id" | "name" | "description" | "monthlyPrice" | "annualPrice">;

function offer(
  site: Site,
  plan: PlanOffer,
  period: "month" | "year",
  price: number,
  page: `/${string}`,
): Offer {
  return {
    "@type": "Offer",
    name: `${plan.name} (${period === "month" ? "monthly" : "annual"})`,
    description: plan.description,
    price,
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    url: `${site.origin}${page}#pricing`,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "USD",
      billingDuration: period === "month" ? "P1M" : "P1Y",
      unitCode: period === "month" ? "MON" : "ANN",
    },
  };
}

/**
 * The product with one Offer per plan and billing period it is sold for; each offer points at
 * the pricing on `page`, the page that shows them.
 */
export function softwareApplicationJsonLd(
  site: Site,
  plans: readonly PlanOffer[],
  page: `/${string}` = "/",
): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.name,
    description: site.description,
    url: site.origin,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    publisher: { "@id": `${site.origin}/#organization` },
    offers: plans.flatMap((plan) => [
      ...(plan.monthlyPrice === null ? [] : [offer(site, plan, "month", plan.monthlyPrice, page)]),
      offer(site, plan, "year", plan.annualPrice, page),
    ]),
  };
}

export function faqPageJsonLd(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

type Post = Pick<
  ContentPost,
  "slug" | "title" | "excerpt" | "author" | "date" | "updated" | "category"
>;

/** A post on its own page: `image` is the path of its 1200x630 share card. */
export function blogPostingJsonLd(
  site: Site,
  post: Post,
  image: `/${string}`,
): WithContext<BlogPosting> {
  const page = url(site, `/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${page}#article`,
    url: page,
    mainEntityOfPage: page,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    articleSection: post.category,
    author: { "@type": "Person", name: post.author },
    image: url(site, image),
    publisher: {
      "@type": "Organization",
      "@id": `${site.origin}/#organization`,
      name: site.name,
      url: site.origin,
      logo: url(site, APPLE_TOUCH_ICON.url),
    },
  };
}

/** Home > (parents >) page, the trail search results show under an inner page's title. */
export function breadcrumbJsonLd(
  site: Site,
  page: { name: string; path: `/${string}` },
  parents: readonly { name: string; path: `/${string}` }[] = [],
): WithContext<BreadcrumbList> {
  const trail = [{ name: "Home", path: "/" as const }, ...parents, page];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: url(site, step.path),
    })),
  };
}
