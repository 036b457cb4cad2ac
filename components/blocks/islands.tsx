"use client";

import dynamic from "next/dynamic";

/**
 * The client islands that blocks use, each in a chunk of its own that a page loads only when a
 * block on it renders the island (their HTML is prerendered all the same). Imported directly,
 * every island would be in the first scripts of every page one route serves: Turbopack puts all
 * the client components a route imports in its first load, so a page of blocks would load the
 * islands of blocks it does not have (docs/performance.md#what-code-comments-point-to).
 * e2e/islands.spec.ts checks each page against its blocks.
 */

/**
 * An island's code, downloading. Should the download fail, the island stays as the server drew it
 * (readable, not interactive: the page as it is before islands hydrate) rather than its error
 * taking the page down, and the failure is logged. (Each `import()` is written inside its
 * `dynamic()` call: that is where Next finds it, to preload the chunk of an island a page shows.)
 */
function keepOnFailure<Component>(name: string, code: Promise<Component>): Promise<Component> {
  return code.catch((error: unknown) => {
    console.error(`The ${name} island could not be downloaded:`, error);
    return new Promise<Component>(() => {});
  });
}

export const BillingToggle = dynamic(() =>
  keepOnFailure(
    "BillingToggle",
    import("@/components/sections/billing-toggle").then((module) => module.BillingToggle),
  ),
);
export const HeroBadges = dynamic(() =>
  keepOnFailure(
    "HeroBadges",
    import("@/components/sections/hero-badges").then((module) => module.HeroBadges),
  ),
);
export const FeatureTabs = dynamic(() =>
  keepOnFailure(
    "FeatureTabs",
    import("@/components/sections/feature-tabs").then((module) => module.FeatureTabs),
  ),
);
export const LogoStrip = dynamic(() =>
  keepOnFailure(
    "LogoStrip",
    import("@/components/sections/logo-strip").then((module) => module.LogoStrip),
  ),
);
export const LazySavingsCalculator = dynamic(() =>
  keepOnFailure(
    "LazySavingsCalculator",
    import("@/components/sections/lazy-savings-calculator").then(
      (module) => module.LazySavingsCalculator,
    ),
  ),
);
export const ContactForm = dynamic(() =>
  keepOnFailure(
    "ContactForm",
    import("@/components/forms/contact-form").then((module) => module.ContactForm),
  ),
);
export const NewsletterForm = dynamic(() =>
  keepOnFailure(
    "NewsletterForm",
    import("@/components/forms/newsletter-form").then((module) => module.NewsletterForm),
  ),
);
export const ChatLauncher = dynamic(() =>
  keepOnFailure(
    "ChatLauncher",
    import("@/components/chat/chat-launcher").then((module) => module.ChatLauncher),
  ),
);
