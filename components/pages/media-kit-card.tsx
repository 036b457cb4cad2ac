import { Download } from "lucide-react";
import type { MediaKitItem } from "@/content/pages/press";
import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/layout/external-link";
import { IconBadge } from "@/components/pages/icon-badge";
import type { AccentTone } from "@/components/pages/tones";
import { cn } from "@/lib/cn";

/** One media-kit file: a link to its configured shared-file URL, or listed without one. */
export function MediaKitCard({
  item,
  tone,
  download,
  unavailable,
}: {
  item: MediaKitItem;
  tone: AccentTone;
  download: string;
  unavailable: string;
}) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card">
      <IconBadge icon={item.icon} tone={tone} />
      <h3 className="mt-5 font-semibold text-ink">{item.name}</h3>
      <p className="mt-1 text-sm font-medium text-ink-subtle">
        {item.type} · {item.size}
      </p>
      <p className="mt-3 flex-1 text-sm leading-6 text-ink-muted">{item.description}</p>
      <div className="mt-6">
        {item.url ? (
          <ExternalLink
            href={item.url}
            download={item.fileName}
            aria-label={`${download} ${item.name} (${item.type}, ${item.size})`}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-full")}
          >
            <Download aria-hidden="true" />
            {download}
          </ExternalLink>
        ) : (
          <p className="rounded-lg bg-surface-sunken px-3 py-2 text-center text-sm font-medium text-ink-muted">
            {unavailable}
          </p>
        )}
      </div>
    </div>
  );
}
