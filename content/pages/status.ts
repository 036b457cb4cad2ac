import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { isoDate, pageHero, pageMeta, searchDescription } from "@/content/pages/schemas";
import statusFile from "@/content/pages/status.yaml";
import { incidentSeverities, incidentStatuses, serviceStatuses } from "@/lib/status/report";
import { snapshotDay } from "@/lib/status/snapshot";

const isoDateTime = z.iso.datetime({
  error: "write the date and the time in UTC, such as 2026-11-28T09:30:00Z",
});

const banner = z.object({ title: z.string(), text: z.string() });

/** A text with a slot the page fills (`{date}`, `{time}`), which it must name. */
const withSlot = (slot: string, text = z.string()) =>
  text.includes(`{${slot}}`, { error: `must name {${slot}}, which the page fills` });

const statusFields = z.object({
  /** Without a monitor: the description says when the snapshot is from (`{date}`). */
  meta: pageMeta.extend({ description: withSlot("date", searchDescription(70)) }),
  hero: pageHero.extend({ description: withSlot("date") }),
  /** When the snapshot below was taken: the services, metrics, uptime and incidents. */
  updatedAt: isoDateTime.describe(
    "When you last checked the services and incidents below: the page says its snapshot is from this time. Posting an incident, set it to now; no incident's time may be later.",
  ),
  snapshotLabel: withSlot("date"),
  /**
   * A snapshot over a week old with no monitor is a report of its day, in neutral colours:
   * its title names the day ({date}), its text the state then ({status}: a banner's title).
   */
  report: z.object({
    title: withSlot("date"),
    text: withSlot("status", withSlot("date")),
  }),
  /** The words used only when a monitor is configured (NEXT_PUBLIC_STATUS_MONITOR_URL). */
  monitor: z.object({
    metaDescription: searchDescription(70),
    heroDescription: z.string().min(1),
    checking: z.string(),
    live: withSlot("time"),
    /** Told to screen readers when the monitor's state replaces the snapshot. */
    loaded: z.string(),
    failed: withSlot("date"),
    incidentsTitle: z.string(),
    noIncidents: z.string(),
    history: z.string(),
  }),
  subscribe: z.object({ label: z.string(), subject: z.string() }),
  /** The banner for each overall state; lib/status/report.ts decides which one shows. */
  banners: z.object({
    operational: banner,
    degraded: banner.extend({ text: z.string().includes("{services}") }),
    outage: banner.extend({ text: z.string().includes("{services}") }),
  }),
  metrics: z.object({
    title: z.string(),
    asOf: withSlot("date"),
    trendLabels: z.object({ up: z.string(), down: z.string() }),
    items: z.array(
      z.object({
        title: z.string(),
        value: z.string(),
        period: z.string(),
        trend: z.enum(["up", "down"]),
        change: z.string(),
        higherIsBetter: z.boolean(),
        icon: iconName,
      }),
    ),
  }),
  services: z.object({
    title: z.string(),
    statusLabels: z.record(z.enum(serviceStatuses), z.string()),
    uptimeLabel: z.string(),
    statusLabel: z.string(),
    responseLabel: z.string(),
    items: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        status: z.enum(serviceStatuses),
        uptime: z.number().min(0).max(100),
        responseTimeMs: z.number().int().positive(),
      }),
    ),
  }),
  uptime: z.object({
    /** `{days}` and `{date}`, the history's last day, on which the chart ends. */
    title: withSlot("date"),
    description: z.string(),
    days: z.number().int().positive(),
    /**
     * The last day the history covers. Its own day, not the snapshot's: a marketer posting
     * today's incident moves `updatedAt`, and the chart keeps the days that were recorded.
     */
    lastDay: isoDate.describe(
      "The last day of the uptime history: the chart shows the days up to it, and says so. Posting an incident does not change it; whoever records the daily uptime (a developer, from the monitor's figures) moves it with the days below 100%.",
    ),
    /** Days below 100%, by date; every other day was fully up. */
    shortfalls: z.record(isoDate, z.number().min(0).max(100)),
    /** `{healthy}` and `{degraded}` are the thresholds with their sign, as the language writes them. */
    legend: z.object({ healthy: z.string(), degraded: z.string(), down: z.string() }),
    /**
     * `{average}` and `{days}`; the detail adds `{full}`, `{lowest}` and `{date}`. `{average}` and
     * `{lowest}` come with their percent sign, as the language writes it ("99,95 %" in French).
     */
    summary: z.string().includes("{average}"),
    detail: z.string().includes("{full}"),
    dateColumn: z.string(),
    uptimeColumn: z.string(),
    tableToggle: z.string(),
  }),
  incidents: z.object({
    title: z.string(),
    asOf: withSlot("date"),
    started: withSlot("time"),
    statusLabels: z.record(z.enum(incidentStatuses), z.string()),
    severityLabels: z.record(z.enum(incidentSeverities), z.string()),
    items: z
      .array(
        z.object({
          title: z.string(),
          status: z.enum(incidentStatuses),
          severity: z.enum(incidentSeverities),
          time: isoDateTime,
          description: z.string(),
          updates: z
            .array(
              z.object({
                time: isoDateTime,
                status: z.enum(incidentStatuses).optional(),
                message: z.string(),
              }),
            )
            .min(1)
            .describe(
              "What you said as it went: the page shows the newest first, whatever the order here. Add one at each change (identified, monitoring, resolved) and set the incident's Status to match.",
            ),
        }),
      )
      .describe(
        "The status page shows incidents newest first, whatever their order here. Add puts a new one at the end of this list; drag it to the top to keep the list in the page's order.",
      ),
  }),
});

/**
 * A snapshot is one moment: nothing in it is dated after it. The uptime history ends on its own
 * day, at the latest the snapshot's, and holds no shortfall outside its chart.
 */
function snapshotIsOneMoment(status: z.output<typeof statusFields>, ctx: z.RefinementCtx) {
  const taken = Date.parse(status.updatedAt);
  // A date that is not one has its own message (isoDateTime): there is no moment to compare with.
  if (Number.isNaN(taken)) return;
  status.incidents.items.forEach((incident, i) => {
    const times: [string, PropertyKey[]][] = [
      [incident.time, ["incidents", "items", i, "time"]],
      ...incident.updates.map((update, u): [string, PropertyKey[]] => [
        update.time,
        ["incidents", "items", i, "updates", u, "time"],
      ]),
    ];
    for (const [time, path] of times) {
      if (Date.parse(time) > taken) ctx.addIssue({ code: "custom", path, message: AFTER_SNAPSHOT });
    }
  });
  const { lastDay, days, shortfalls } = status.uptime;
  if (lastDay > snapshotDay(status)) {
    ctx.addIssue({
      code: "custom",
      path: ["uptime", "lastDay"],
      message: `is after the snapshot's day, ${snapshotDay(status)} (updatedAt): the history cannot record a day the snapshot had not seen`,
    });
  }
  const last = Date.parse(lastDay);
  const first = last - (days - 1) * 86_400_000;
  for (const day of Object.keys(shortfalls)) {
    const at = Date.parse(day);
    if (at < first || at > last) {
      ctx.addIssue({
        code: "custom",
        path: ["uptime", "shortfalls", day],
        message: `is outside the ${days} days up to the history's last day, ${lastDay} (uptime.lastDay)`,
      });
    }
  }
}

/** What the build says of an incident's time after the snapshot's (the editor says it too). */
const AFTER_SNAPSHOT =
  "is after updatedAt (in the editor, Updated at (UTC)), when the snapshot was taken: set updatedAt to when you checked, this time or later";

export const statusSchema = statusFields.superRefine(snapshotIsOneMoment);

export type StatusContent = z.infer<typeof statusSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const statusContentIn = defineLocalizedContent(
  "content/pages/status.yaml",
  statusSchema,
  statusFile,
);

export const statusContent = statusContentIn("en");
