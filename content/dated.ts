import { blockPageDatedEntries, blockPages } from "@/content/block-pages";
import { limitedTimeEntries } from "@/content/landing/pricing";
import { roadmapContent } from "@/content/roadmap";
import { allRoles } from "@/content/roles";
import type { DatedEntry } from "@/lib/dated";
import { roadmapDatedEntries } from "@/lib/roadmap";

/**
 * Every dated promise in the content, with its file, field and last day: the roadmap's
 * unfinished targets, the limited-time offer, each role's closing date, the pages' events. A check asks
 * `datedDue(datedEntries(), buildDate(), 30)` (lib/dated.ts) what is past or due soon.
 */
export function datedEntries(): DatedEntry[] {
  return [
    ...roadmapDatedEntries(roadmapContent.items),
    ...limitedTimeEntries(),
    ...blockPageDatedEntries(blockPages()),
    ...allRoles().map((role) =>
      roleClosing(role.source, role.frontmatter.title, role.frontmatter.validThrough),
    ),
  ];
}

/** A role's closing date (`validThrough`, "Valid through" in the editor) as a dated promise. */
export function roleClosing(source: string, title: string, validThrough: string): DatedEntry {
  return {
    source,
    field: "validThrough",
    what: `closing date of the role "${title}"`,
    lastDay: validThrough,
    afterwards: "its page says it closed, and the careers list and the sitemap leave it out",
    fix: 'Write a later "Valid through" date (validThrough), such as 2027-06-30, while the role is open; once no job board links to it, delete the file.',
  };
}
