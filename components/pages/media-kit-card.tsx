import { Icon } from "@/components/ui/icon";
import { Download, Mail } from "@/lib/icons";
import type { MediaKitItem } from "@/content/pages/press";
import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/layout/external-link";
import { IconBadge } from "@/components/pages/icon-badge";
import type { AccentTone } from "@/components/pages/tones";
import { cn } from "@/lib/cn";

/**
 * One media-kit file: a download from its configured shared-file URL, or, until it has one, an
 * e-mail to the press team that asks for that file.
 */
export function MediaKitCard({
  item,
  tone,
  download,
  request,
}: {
  item: MediaKitItem;
  tone: AccentTone;
  download: string;
  request: { label: string; href: string };
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
            <Icon icon={Download} aria-hidden="true" />
            {download}
          </ExternalLink>
        ) : (
          <a
            href={request.href}
            aria-label={`${request.label}: ${item.name}`}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-full")}
          >
            <Icon icon={Mail} aria-hidden="true" />
            {request.label}
          </a>
        )}
      </div>
    </div>
  );
}
