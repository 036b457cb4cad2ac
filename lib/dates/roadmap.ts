import {
  datedDue,
  monthsBefore,
  parsePeriod,
  PERIOD_FORMAT,
  type DatedEntry,
  type Period,
} from "@/lib/dates/dated";

export const ROADMAP_STATUSES = ["planned", "in progress", "shipped"] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/** What the lifecycle needs of a roadmap item. */
export type RoadmapItemDates = { title: string; status: RoadmapStatus; target: string };

export type ShownRoadmapItem<Item> = {
  item: Item;
  period: Period;
  /**
   * Whether the card shows its month or quarter: an item still in progress after its target
   * shows without the past date, and so does one marked shipped in a month yet to come.
   */
  dated: boolean;
};

const ROADMAP_SOURCE = "content/roadmap.yaml";

function periodOf(item: RoadmapItemDates): Period {
  const period = parsePeriod(item.target);
  if (!period) {
    throw new Error(
      `${ROADMAP_SOURCE}: "${item.title}".target is "${item.target}"; write it as ${PERIOD_FORMAT}`,
    );
  }
  return period;
}

const field = (index: number, item: RoadmapItemDates) => `items[${index}] "${item.title}".target`;

/**
 * The roadmap as a visitor sees it on `today`: shipped items whose month or quarter ended at most
 * `recentMonths` months ago, then unfinished ones. Nothing past is shown as upcoming: a planned
 * item whose target has passed is left out, and one in progress shows without its date
 * (`roadmapWarnings` names both). Shipped items come first, oldest first; then the rest by target.
 */
export function roadmapOn<Item extends RoadmapItemDates>(
  items: readonly Item[],
  today: string,
  recentMonths: number,
): ShownRoadmapItem<Item>[] {
  const shippedSince = monthsBefore(today, recentMonths);
  const shown = items.flatMap((item): ShownRoadmapItem<Item>[] => {
    const period = periodOf(item);
    if (item.status === "shipped") {
      if (period.end < shippedSince) return [];
      return [{ item, period, dated: period.start <= today }];
    }
    if (period.end >= today) return [{ item, period, dated: true }];
    return item.status === "in progress" ? [{ item, period, dated: false }] : [];
  });
  const rank = ({ item, dated }: ShownRoadmapItem<Item>) =>
    item.status === "shipped" ? 0 : dated ? 2 : 1;
  return shown
    .map((entry, order) => ({ entry, order }))
    .sort(
      (a, b) =>
        rank(a.entry) - rank(b.entry) ||
        a.entry.period.end.localeCompare(b.entry.period.end) ||
        a.order - b.order,
    )
    .map(({ entry }) => entry);
}

/** Every unfinished item's target, for checks of what is past or due soon (lib/dates/dated.ts). */
export function roadmapDatedEntries(items: readonly RoadmapItemDates[]): DatedEntry[] {
  return items.flatMap((item, index) => {
    if (item.status === "shipped") return [];
    return [
      {
        source: ROADMAP_SOURCE,
        field: field(index, item),
        what: `roadmap target of "${item.title}" (${item.target})`,
        lastDay: periodOf(item).end,
        afterwards:
          item.status === "in progress"
            ? "the landing page shows it as in progress without a date"
            : "the landing page leaves it out",
        fix: `Mark it shipped with the month it shipped (status: shipped, target: 2026-11), or give it a new target, written as ${PERIOD_FORMAT}.`,
      },
    ];
  });
}

/**
 * What the build tells whoever edits the roadmap on `today`: each unfinished item whose target
 * has passed, and each item marked shipped in a month that has not begun.
 */
export function roadmapWarnings(items: readonly RoadmapItemDates[], today: string): string[] {
  const overdue = datedDue(roadmapDatedEntries(items), today).map((notice) => notice.message);
  const early = items.flatMap((item, index) =>
    item.status === "shipped" && periodOf(item).start > today
      ? [
          `${ROADMAP_SOURCE}.${field(index, item)}: "${item.title}" is marked shipped in ${item.target}, which has not begun (build date ${today}); the landing page shows it as shipped without a date. Write the month it shipped, such as ${today.slice(0, 7)}.`,
        ]
      : [],
  );
  return [...overdue, ...early];
}

/** The first and last year of the items shown, for the section's "Roadmap 2026-2027". */
export function roadmapYears(
  shown: readonly ShownRoadmapItem<unknown>[],
): { from: number; to: number } | undefined {
  const years = shown.map((entry) => entry.period.year);
  if (years.length === 0) return undefined;
  return { from: Math.min(...years), to: Math.max(...years) };
}

/** Which of the section's headings fits what is shown. */
export function roadmapHeadingKey(
  shown: readonly ShownRoadmapItem<RoadmapItemDates>[],
): "next" | "shippedAndNext" | "shipped" {
  const shipped = shown.some((entry) => entry.item.status === "shipped");
  const unfinished = shown.some((entry) => entry.item.status !== "shipped");
  if (shipped && unfinished) return "shippedAndNext";
  return shipped ? "shipped" : "next";
}
