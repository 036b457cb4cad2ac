import { dump, load } from "js-yaml";
import {
  FIRST_BLOCK_MESSAGE,
  blockOrderProblems,
  homePageProblems,
} from "@/components/blocks/page-rules";
import type { BlockedSaveProblem } from "@/keystatic/blocked-save";
import type { BlockKindData } from "@/keystatic/blocks-data";
import { labelOf } from "@/keystatic/fields-from-schema";
import { formatDateTimeUtc } from "@/lib/dates/format-date";

/**
 * The build's rules that span several fields of one file, checked on the file a save is about to
 * write (keystatic/save-guard.ts), since Keystatic 0.6.9 checks each field on its own: a page's
 * blocks (which comes first, which appears once, the landing page's settings) and the status
 * snapshot's times. Each problem names the field as the form labels it and the list item that
 * holds it, as a refused save's other problems do (keystatic/blocked-save-notice.tsx).
 */

type Kinds = readonly Pick<BlockKindData, "type" | "label" | "once" | "titlesPage" | "schema">[];
type Data = Record<string, unknown>;

const PAGE = /^content\/block-pages\/([a-z0-9-]+)\.yaml$/;
const STATUS = "content/pages/status.yaml";
const HOME = "home";

function parsed(text: string): Data | null {
  try {
    const data = load(text);
    return data && typeof data === "object" ? (data as Data) : null;
  } catch {
    return null;
  }
}

type Block = { discriminant: string; value?: Data };
const blocksOf = (page: Data): Block[] =>
  Array.isArray(page.blocks)
    ? page.blocks.filter(
        (block): block is Block => typeof (block as Block | null)?.discriminant === "string",
      )
    : [];

function pageProblems(slug: string, page: Data, kinds: Kinds): BlockedSaveProblem[] {
  const blocks = blocksOf(page);
  const labelOfBlock = (index: number) =>
    kinds.find((kind) => kind.type === blocks[index]?.discriminant)?.label ?? "block";
  const order = blockOrderProblems(blocks, kinds, (index) => `item ${index + 1}`).map(
    ({ block = 0, message }) => ({
      where: `Blocks, item ${block + 1} (${labelOfBlock(block)})`,
      message:
        message === FIRST_BLOCK_MESSAGE
          ? `${message}. Add a Page header or a Hero, and move it to the top.`
          : message,
      item: { list: "Blocks", index: block },
    }),
  );
  const home =
    slug === HOME
      ? homePageProblems(page).map(({ field = "", message }) => ({
          where: labelOf(field),
          message,
        }))
      : [];
  return [...order, ...home];
}

/** Every time an incident holds, newest first: when it started and each update. */
function incidentTimes(incident: unknown): string[] {
  const { time, updates } = (incident ?? {}) as { time?: unknown; updates?: unknown };
  const times = [time, ...(Array.isArray(updates) ? updates : []).map((u) => u?.time)];
  return times
    .filter(
      (value): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value)),
    )
    .sort((a, b) => Date.parse(b) - Date.parse(a));
}

function statusProblems(status: Data): BlockedSaveProblem[] {
  const updatedAt = status.updatedAt;
  if (typeof updatedAt !== "string" || Number.isNaN(Date.parse(updatedAt))) return [];
  const incidents = (status.incidents as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(incidents)) return [];
  return incidents.flatMap((incident, index): BlockedSaveProblem[] => {
    const latest = incidentTimes(incident)[0];
    if (!latest || Date.parse(latest) <= Date.parse(updatedAt)) return [];
    return [
      {
        where: `Incidents, Items, item ${index + 1}`,
        message: `its time ${formatDateTimeUtc(latest)} is after Updated at (UTC), ${formatDateTimeUtc(updatedAt)}: the page shows how things stood at Updated at (UTC). Set Updated at (UTC) to when you checked the services, this time or later.`,
        item: { list: "Items", within: ["Incidents"], index },
        fix: {
          label: "Set Updated at (UTC) to now",
          field: "Updated at (UTC)",
          // The picker's minute, in UTC; never before the incident's own latest time.
          value: () =>
            new Date(Math.max(Date.now(), Date.parse(latest))).toISOString().slice(0, 16),
        },
      },
    ];
  });
}

/** What the build would refuse in a file a save writes, beyond its fields' own checks. */
export function saveRuleProblems(path: string, text: string, kinds: Kinds): BlockedSaveProblem[] {
  const page = PAGE.exec(path)?.[1];
  if (!page && path !== STATUS) return [];
  const data = parsed(text);
  if (!data) return [];
  return page ? pageProblems(page, data, kinds) : statusProblems(data);
}

/**
 * A page's file without the lists Keystatic writes empty for a block setting the marketer left
 * alone (`plans: []`, `questions: []`, `buttons: []`): the build reads a missing list as the
 * same, and a file holds only what was chosen. A list the block requires stays.
 */
export function tidyPage(path: string, text: string, kinds: Kinds): string {
  if (!PAGE.test(path)) return text;
  const data = parsed(text);
  if (!data) return text;
  let changed = false;
  for (const block of blocksOf(data)) {
    const required = kinds.find((kind) => kind.type === block.discriminant)?.schema.required ?? [];
    for (const [key, value] of Object.entries(block.value ?? {})) {
      if (Array.isArray(value) && value.length === 0 && !required.includes(key)) {
        delete block.value![key];
        changed = true;
      }
    }
  }
  return changed ? dump(data) : text;
}
