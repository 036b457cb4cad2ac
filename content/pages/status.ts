import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { isoDate, pageHero, pageMeta } from "@/content/pages/schemas";
import { incidentSeverities, incidentStatuses, serviceStatuses } from "@/lib/status";

const isoDateTime = z.iso.datetime();

const banner = z.object({ title: z.string(), text: z.string() });

const statusSchema = z.object({
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
    items: z
      .array(
        z.object({
          title: z.string(),
          value: z.string(),
          period: z.string(),
          trend: z.enum(["up", "down"]),
          change: z.string(),
          higherIsBetter: z.boolean(),
          icon: iconName,
        }),
      )
      .length(4),
  }),
  services: z.object({
    title: z.string(),
    statusLabels: z.record(z.enum(serviceStatuses), z.string()),
    uptimeLabel: z.string(),
    statusLabel: z.string(),
    responseLabel: z.string(),
    items: z
      .array(
        z.object({
          name: z.string(),
          description: z.string(),
          status: z.enum(serviceStatuses),
          uptime: z.number().min(0).max(100),
          responseTimeMs: z.number().int().positive(),
        }),
      )
      .length(6),
  }),
  uptime: z.object({
    title: z.string(),
    description: z.string(),
    lastDay: isoDate,
    days: z.literal(90),
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
    items: z
      .array(
        z.object({
          title: z.string(),
          status: z.enum(incidentStatuses),
          severity: z.enum(incidentSeverities),
          time: isoDateTime,
          description: z.string(),
          updates: z.array(z.object({ time: isoDateTime, message: z.string() })).min(1),
        }),
      )
      .length(2),
  }),
});

export type StatusContent = z.infer<typeof statusSchema>;

export const statusContent = defineContent("content/pages/status.ts", statusSchema, {
  meta: {
    title: "System Status",
    description:
      "Live status of every service, 90-day uptime history and recent incidents for the platform, its API, email, SMS and websites.",
  },
  hero: {
    eyebrow: "System Status",
    title: "System Status",
    description:
      "The current health of every service, our uptime over the last 90 days and the incidents we have handled.",
  },
  updatedAt: "2025-09-16T10:00:00Z",
  updatedLabel: "Updated",
  subscribe: { label: "Subscribe to updates", subject: "Status updates subscription" },
  banners: {
    operational: {
      title: "All Systems Operational",
      text: "Every service is running normally.",
    },
    degraded: {
      title: "Degraded Performance",
      text: "Some services are slower than usual: {services}. Everything else is running normally.",
    },
    outage: {
      title: "Service Outage",
      text: "Some services are unavailable: {services}. Our engineers are working on it.",
    },
  },
  metrics: {
    title: "Key metrics",
    trendLabels: { up: "Trending up:", down: "Trending down:" },
    items: [
      {
        title: "API uptime",
        value: "99.98%",
        period: "Last 30 days",
        trend: "up",
        change: "+0.01% vs previous 30 days",
        higherIsBetter: true,
        icon: "Activity",
      },
      {
        title: "Average response",
        value: "156 ms",
        period: "Last 24 hours",
        trend: "down",
        change: "12 ms faster than last week",
        higherIsBetter: false,
        icon: "Gauge",
      },
      {
        title: "Requests per day",
        value: "2.4M",
        period: "7-day average",
        trend: "up",
        change: "+8% vs last week",
        higherIsBetter: true,
        icon: "Server",
      },
      {
        title: "Error rate",
        value: "0.02%",
        period: "Last 24 hours",
        trend: "down",
        change: "-0.01% vs last week",
        higherIsBetter: false,
        icon: "ShieldCheck",
      },
    ],
  },
  services: {
    title: "Services",
    statusLabels: {
      operational: "Operational",
      degraded: "Degraded",
      outage: "Outage",
      maintenance: "Maintenance",
    },
    uptimeLabel: "Uptime (90 days)",
    statusLabel: "Status",
    responseLabel: "Response time",
    items: [
      {
        name: "Web Application",
        description: "Dashboard, CRM and all settings",
        status: "operational",
        uptime: 99.99,
        responseTimeMs: 45,
      },
      {
        name: "API",
        description: "REST API and webhooks",
        status: "operational",
        uptime: 99.98,
        responseTimeMs: 120,
      },
      {
        name: "Email Delivery",
        description: "Campaigns, automations and transactional email",
        status: "operational",
        uptime: 99.95,
        responseTimeMs: 210,
      },
      {
        name: "SMS & Voice",
        description: "Text messages, calls and missed-call text back",
        status: "degraded",
        uptime: 97.2,
        responseTimeMs: 450,
      },
      {
        name: "Funnels & Websites",
        description: "Published pages, funnels and forms",
        status: "operational",
        uptime: 99.97,
        responseTimeMs: 85,
      },
      {
        name: "Database",
        description: "Contact records and reporting data",
        status: "operational",
        uptime: 99.99,
        responseTimeMs: 12,
      },
    ],
  },
  uptime: {
    title: "Uptime, last 90 days",
    description: "Each bar is one day of platform-wide availability.",
    lastDay: "2025-09-16",
    days: 90,
    shortfalls: {
      "2025-06-30": 99.9,
      "2025-07-15": 99.8,
      "2025-07-29": 98.9,
      "2025-08-12": 99.7,
      "2025-08-20": 99.9,
      "2025-09-02": 99.5,
      "2025-09-16": 99.6,
    },
    /** `{healthy}` and `{degraded}` are the thresholds in lib/status.ts. */
    legend: {
      healthy: "{healthy}% or more",
      degraded: "{degraded}% to {healthy}%",
      down: "Below {degraded}%",
    },
    summary: "{average}% uptime over the last {days} days",
    detail: "{full} of {days} days fully up. Lowest day: {lowest}% on {date}.",
    dateColumn: "Date",
    uptimeColumn: "Uptime",
    tableToggle: "Show daily figures as a table",
  },
  incidents: {
    title: "Recent incidents",
    statusLabels: {
      investigating: "Investigating",
      identified: "Identified",
      monitoring: "Monitoring",
      resolved: "Resolved",
    },
    severityLabels: {
      critical: "Critical",
      major: "Major",
      minor: "Minor",
      maintenance: "Maintenance",
    },
    items: [
      {
        title: "Delayed SMS delivery to some carriers",
        status: "investigating",
        severity: "minor",
        time: "2025-09-16T08:45:00Z",
        description:
          "Some text messages to a small number of mobile carriers arrive up to 10 minutes late. Messages are queued, not lost. Email, voice calls and all other services are not affected.",
        updates: [
          {
            time: "2025-09-16T09:30:00Z",
            message:
              "We are routing part of the traffic through a secondary provider while we work with the affected carrier. Delays are shorter but not yet back to normal.",
          },
          {
            time: "2025-09-16T08:45:00Z",
            message: "We are investigating reports of delayed SMS delivery.",
          },
        ],
      },
      {
        title: "Scheduled database maintenance",
        status: "resolved",
        severity: "maintenance",
        time: "2025-09-10T02:00:00Z",
        description:
          "Planned upgrade of our primary database cluster during the quietest hours of the week.",
        updates: [
          {
            time: "2025-09-10T02:40:00Z",
            message: "Maintenance is complete and every service is operating normally.",
          },
          {
            time: "2025-09-10T02:00:00Z",
            message:
              "Maintenance has started. Brief read-only periods of under a minute are expected.",
          },
        ],
      },
    ],
  },
});
