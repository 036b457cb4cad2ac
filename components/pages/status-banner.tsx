import { Icon } from "@/components/ui/icon";
import { CircleCheck, CircleX, TriangleAlert } from "@/lib/icons";
import { fillTemplate } from "@/lib/fill-template";
import { formatDateTimeUtc } from "@/lib/format-date";
import {
  affectedServices,
  overallStatus,
  overallTone,
  type OverallStatus,
  type ServiceStatus,
} from "@/lib/status";
import { statusToneStyles } from "@/components/pages/status-tones";
import { cn } from "@/lib/cn";

const statusIcons = { operational: CircleCheck, degraded: TriangleAlert, outage: CircleX };

/** The headline of the status page, derived from the services rather than typed. */
export function StatusBanner({
  services,
  banners,
  updatedAt,
  updatedLabel,
}: {
  services: readonly { name: string; status: ServiceStatus }[];
  banners: Record<OverallStatus, { title: string; text: string }>;
  updatedAt: string;
  updatedLabel: string;
}) {
  const status = overallStatus(services);
  const styles = statusToneStyles[overallTone(status)];
  const banner = banners[status];
  const names = affectedServices(services).map((service) => service.name);
  return (
    <div
      data-status={status}
      className={cn(
        "flex flex-col gap-4 rounded-2xl border p-5 shadow-card sm:flex-row sm:items-center sm:p-6",
        styles.banner,
      )}
    >
      <span className={cn("grid size-12 shrink-0 place-items-center rounded-full", styles.icon)}>
        <Icon icon={statusIcons[status]} aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="text-xl font-bold tracking-tight">{banner.title}</h2>
        <p className="mt-1 text-sm">{fillTemplate(banner.text, { services: names.join(", ") })}</p>
      </div>
      <p className="text-sm opacity-80">
        {updatedLabel} <time dateTime={updatedAt}>{formatDateTimeUtc(updatedAt)}</time>
      </p>
    </div>
  );
}
