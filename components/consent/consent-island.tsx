"use client";

import { loadable } from "@/lib/loadable";

/**
 * The consent manager: the banner's code (record parsing, lookup, views, the configured
 * analytics tags) stays out of every page's first load and mounts once the page has hydrated.
 * Without that code no banner shows and every optional category stays denied.
 */
export const ConsentIsland = loadable(() =>
  import("@/components/consent/consent-manager").then((module) => module.ConsentManager),
);

// The download starts as soon as this module runs in the browser, alongside hydration rather
// than after it, so an EEA visitor's banner appears sooner.
if (typeof window !== "undefined") ConsentIsland.preload();
