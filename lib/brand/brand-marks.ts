import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Other companies' marks (integrations, partners) from simple-icons (CC0, its version pinned in
 * package.json): the SVG files are read by path at build time and drawn by the server, so no
 * icon travels as script. A brand the set has no mark for (LinkedIn, Slack and others were
 * withdrawn at their owners' request) gets null, and its letter tile instead.
 */
const ICONS = "node_modules/simple-icons/icons";

/** simple-icons' own rule for a brand's file name (its sdk's titleToSlug): "Google Analytics" is googleanalytics. */
export function brandSlug(name: string): string {
  const replacements: Record<string, string> = { "+": "plus", ".": "dot", "&": "and" };
  return name
    .toLowerCase()
    .replace(/[+.&]/g, (character) => replacements[character] ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z\d]/g, "");
}

const cache = new Map<string, string | null>();

/** The mark's path (a 24 x 24 box) for a brand named as people write it, or null if the set has none. */
export function brandMarkPath(name: string, root = process.cwd()): string | null {
  const slug = brandSlug(name);
  const cached = cache.get(`${root}\n${slug}`);
  if (cached !== undefined) return cached;
  const file = join(root, ICONS, `${slug}.svg`);
  const path = existsSync(file)
    ? (/<path d="([^"]+)"/.exec(readFileSync(file, "utf8"))?.[1] ?? null)
    : null;
  cache.set(`${root}\n${slug}`, path);
  return path;
}
