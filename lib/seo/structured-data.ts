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
import { defaultLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { fillTemplate } from "@/lib/text/fill-template";

/**
 * schema.org objects built from content, so search engines read the same prices, questions
 * and posts the pages show. Rendered by components/seo/json-ld.tsx.
 */

type Site = Pick<SiteConfig, "name" | "origin" | "description" | "email" | "address" | "social">;

const url = (site: Site, path: string) => (path === "/" ? site.origin : `${site.origin}${path}`);

/** A page's absolute address in `locale` (`/about` -> `https://.../fr/about`). */
const urlIn = (site: Site, path: `/${string}`, locale: Locale) =>
  url(site, localePath(locale, path));

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

/** The site, in the language of the page that describes it. */
export function websiteJsonLd(site: Site, locale: Locale = defaultLocale): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.origin}/#website`,
    name: site.name,
    url: urlIn(site, "/", locale),
    inLanguage: locale,
    publisher: { "@id": `${site.origin}/#organization` },
  };
}

type PlanOffer = Pick<Plan, "id" | "name" | "description" | "monthlyPrice" | "annualPrice">;

/** An offer's name in the page's language: `{plan}` is the plan's name. */
export type OfferNames = { monthlyOffer: string; annualOffer: string };

const englishOfferNames: OfferNames = {
  monthlyOffer: "{plan} (monthly)",
  annualOffer: "{plan} (annual)",
};

function offer(
  site: Site,
  plan: PlanOffer,
  period: "month" | "year",
  price: number,
  page: `/${string}`,
  names: OfferNames,
): Offer {
  return {
    "@type": "Offer",
    name: fillTemplate(period === "month" ? names.monthlyOffer : names.annualOffer, {
      plan: plan.name,
    }),
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
  locale: Locale = defaultLocale,
  names: OfferNames = englishOfferNames,
): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.name,
    description: site.description,
    url: site.origin,
    inLanguage: locale,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    publisher: { "@id": `${site.origin}/#organization` },
    offers: plans.flatMap((plan) => [
      ...(plan.monthlyPrice === null
        ? []
        : [offer(site, plan, "month", plan.monthlyPrice, localePath(locale, page), names)]),
      offer(site, plan, "year", plan.annualPrice, localePath(locale, page), names),
    ]),
  };
}

export function faqPageJsonLd(
  items: readonly { question: string; answer: string }[],
  locale: Locale = defaultLocale,
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
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

/**
 * A post on its own page in `locale`: `image` is the path of its 1200x630 share card, and
 * `section` the name its category goes by in that language.
 */
export function blogPostingJsonLd(
  site: Site,
  post: Post,
  image: `/${string}`,
  { locale = defaultLocale, section = post.category }: { locale?: Locale; section?: string } = {},
): WithContext<BlogPosting> {
  const page = urlIn(site, `/blog/${post.slug}`, locale);
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
    articleSection: section,
    inLanguage: locale,
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

/**
 * Home > (parents >) page, the trail search results show under an inner page's title, at the
 * page's addresses in `locale`; `home` is the first step's name in that language.
 */
export function breadcrumbJsonLd(
  site: Site,
  page: { name: string; path: `/${string}` },
  parents: readonly { name: string; path: `/${string}` }[] = [],
  { locale = defaultLocale, home = "Home" }: { locale?: Locale; home?: string } = {},
): WithContext<BreadcrumbList> {
  const trail = [{ name: home, path: "/" as const }, ...parents, page];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: urlIn(site, step.path, locale),
    })),
  };
}
