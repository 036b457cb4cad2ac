import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { isoDate, pageHero, pageMeta } from "@/content/pages/schemas";
import statusFile from "@/content/pages/status.yaml";
import { incidentSeverities, incidentStatuses, serviceStatuses } from "@/lib/status";

const isoDateTime = z.iso.datetime();

const banner = z.object({ title: z.string(), text: z.string() });

export const statusSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  updatedAt: isoDateTime,
  updatedLabel: z.string(),
  subscribe: z.object({ label: z.string(), subject: z.string() }),
  /** The banner for each overall state; lib/status.ts decides which one shows. */
  banners: z.object({
    operational: banner,
    degraded: banner.extend({ text: z.string().includes("{services}") }),
    outage: banner.extend({ text: z.string().includes("{services}") }),
  }),
  metrics: z.object({
    title: z.string(),
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
    title: z.string(),
    description: z.string(),
    lastDay: isoDate,
    days: z.number().int().positive(),
    /** Days below 100%, by date; every other day was fully up. */
    shortfalls: z.record(isoDate, z.number().min(0).max(100)),
    legend: z.object({ healthy: z.string(), degraded: z.string(), down: z.string() }),
    /** `{average}` and `{days}`; the detail adds `{full}`, `{lowest}` and `{date}`. */
    summary: z.string().includes("{average}"),
    detail: z.string().includes("{full}"),
    dateColumn: z.string(),
    uptimeColumn: z.string(),
    tableToggle: z.string(),
  }),
  incidents: z.object({
    title: z.string(),
    statusLabels: z.record(z.enum(incidentStatuses), z.string()),
    severityLabels: z.record(z.enum(incidentSeverities), z.string()),
    items: z.array(
      z.object({
        title: z.string(),
        status: z.enum(incidentStatuses),
        severity: z.enum(incidentSeverities),
        time: isoDateTime,
        description: z.string(),
        updates: z.array(z.object({ time: isoDateTime, message: z.string() })).min(1),
      }),
    ),
  }),
});

export type StatusContent = z.infer<typeof statusSchema>;

export const statusContent = defineContent("content/pages/status.yaml", statusSchema, statusFile);
