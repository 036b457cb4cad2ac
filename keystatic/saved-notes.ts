import { parse } from "yaml";
import { blockPageDatedEntries, readBlockPage, type BlockPage } from "@/content/block-pages";
import { roleClosing } from "@/lib/dates/dated";
import { limitedTimeEntries } from "@/content/landing/pricing";
import { buildDate } from "@/lib/dates/build-date";
import { datedDue, type DatedEntry } from "@/lib/dates/dated";
import { formatDate } from "@/lib/dates/format-date";
import { roadmapDatedEntries, type RoadmapItemDates } from "@/lib/dates/roadmap";

/**
 * What a save that went through changes on the site, said to the marketer beside the form (the
 * editor's API sends it with the save's answer, lib/editor/editor-api.ts): each date in a saved file
 * that has already passed (an offer's end, a role's closing, an event's day, a roadmap target),
 * with what the site now leaves out or says instead. A past date is not a mistake (a role closes,
 * an event takes place), so the save is kept; the build reports the same on its build date.
 *
 * The saved files are read from what was written, not from the content modules, which next dev
 * reloads only after the save.
 */

type Saved = { path: string; contents: Uint8Array };
type Data = Record<string, unknown>;

const yamlOf = (text: string): Data | null => {
  try {
    const data: unknown = parse(text);
    return data && typeof data === "object" ? (data as Data) : null;
  } catch {
    return null;
  }
};

/** A Markdown file's frontmatter, the YAML between its opening `---` lines. */
const frontmatterOf = (text: string) => yamlOf(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "");

function entriesOf({ path, contents }: Saved): DatedEntry[] {
  const text = new TextDecoder().decode(contents);
  if (path === "content/landing/pricing.yaml") {
    const endsOn = (yamlOf(text)?.limitedTime as Data | undefined)?.endsOn;
    return typeof endsOn === "string" ? limitedTimeEntries(endsOn) : [];
  }
  if (path === "content/plans.yaml") {
    const plans = yamlOf(text)?.plans;
    return Array.isArray(plans) ? limitedTimeEntries(undefined, plans) : [];
  }
  if (path === "content/roadmap.yaml") {
    const items = yamlOf(text)?.items;
    return Array.isArray(items) ? roadmapDatedEntries(items as RoadmapItemDates[]) : [];
  }
  if (/^content\/roles\/[^/]+\.md$/.test(path)) {
    const role = frontmatterOf(text);
    const { title, validThrough } = role ?? {};
    return typeof title === "string" && typeof validThrough === "string" && !role?.draft
      ? [roleClosing(path, title, validThrough)]
      : [];
  }
  if (/^content\/block-pages\/[^/]+\.yaml$/.test(path)) {
    try {
      const page = readBlockPage(path, text);
      return page.draft ? [] : blockPageDatedEntries([{ ...page, source: path } as BlockPage]);
    } catch {
      // A page the build refuses shows its mistake in the preview; there is nothing to add.
      return [];
    }
  }
  return [];
}

/** One line per date of the saved files that passed before `today`, in a marketer's words. */
export function savedNotes(files: readonly Saved[], today = buildDate()): string[] {
  return datedDue(files.flatMap(entriesOf), today)
    .filter((notice) => notice.state === "past")
    .map(
      (notice) =>
        `The ${notice.what} passed on ${formatDate(notice.lastDay)}: ${notice.afterwards}. ${notice.fix}`,
    );
}
