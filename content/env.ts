import { z } from "zod";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";

export const url = z.url({ protocol: /^https?$/ });

/**
 * An external target a deployment may configure; absent until it does. Keystatic's url field
 * reads an absent value as null.
 */
export const optionalUrl = url.nullish().transform((value) => value ?? undefined);

/** Reads an optional environment override at build time; an empty string counts as unset. */
export function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/**
 * An optional URL from the environment; one that is not a URL fails the build, naming it.
 * No tokens: a deployment's value is not copy, and content/site.ts, which the tokens are made
 * from, imports this module.
 */
export function envUrl(name: string): string | undefined {
  return defineContentWithoutTokens(`the environment's ${name}`, optionalUrl, env(name));
}
