import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { Download, FileText, Mail } from "@/lib/brand/icons";
import type { MediaKitItem } from "@/content/pages/press";
import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/layout/external-link";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import type { AccentTone } from "@/components/blocks/parts/tones";
import { cn } from "@/components/ui/cn";
import type { Locale } from "@/lib/i18n/locales";

/** How a journalist gets one media-kit entry. */
export type MediaKitAction =
  /** A file the deployment shares (its configured URL). */
  | { kind: "shared"; label: string }
  /** A file the build made, served by the site itself. */
  | { kind: "download"; href: string; label: string; meta: string; fileName: string }
  /** A page of the site standing in for the file (the brand sheet). */
  | { kind: "page"; href: string; label: string; meta: string }
  /** Nothing to link yet: an e-mail to the press team asking for it. */
  | { kind: "request"; href: string; label: string };

const actionClass = cn(buttonVariants({ variant: "outline", size: "sm" }), "w-full");

/** One media-kit entry: a download, a page, or an e-mail that asks for the file. */
export function MediaKitCard({
  item,
  tone,
  action,
  locale,
}: {
  item: MediaKitItem;
  tone?: AccentTone;
  action: MediaKitAction;
  /** The page's language. */
  locale?: Locale;
}) {
  // A size only where there is a file to measure: the build's own, or a shared link's.
  const meta =
    action.kind === "download" || action.kind === "page"
      ? action.meta
      : action.kind === "shared" && item.size
        ? `${item.type} · ${item.size}`
        : item.type;
  return (
    <div className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card">
      <IconBadge icon={item.icon} tone={tone} />
      <h3 className="mt-5 font-semibold text-ink">{item.name}</h3>
      <p className="mt-1 text-sm font-medium text-ink-subtle">{meta}</p>
      <p className="mt-3 flex-1 text-sm leading-6 text-ink-muted">{item.description}</p>
      <div className="mt-6">
        {action.kind === "shared" && item.url && (
          <ExternalLink
            href={item.url}
            locale={locale}
            download={item.fileName}
            aria-label={`${action.label} ${item.name} (${meta})`}
            className={actionClass}
          >
            <Icon icon={Download} aria-hidden="true" />
            {action.label}
          </ExternalLink>
        )}
        {action.kind === "download" && (
          <a
            href={action.href}
            download={action.fileName}
            aria-label={`${action.label} ${item.name} (${meta})`}
            className={actionClass}
          >
            <Icon icon={Download} aria-hidden="true" />
            {action.label}
          </a>
        )}
        {action.kind === "page" && (
          <Link href={action.href} className={actionClass}>
            <Icon icon={FileText} aria-hidden="true" />
            {action.label}
          </Link>
        )}
        {action.kind === "request" && (
          <a
            href={action.href}
            aria-label={`${action.label}: ${item.name}`}
            className={actionClass}
          >
            <Icon icon={Mail} aria-hidden="true" />
            {action.label}
          </a>
        )}
      </div>
    </div>
  );
}
