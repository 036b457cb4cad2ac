import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ArrowRight, ChevronRight } from "@/lib/brand/icons";
import type { IconName } from "@/content/icons";
import { ExternalLink } from "@/components/layout/external-link";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import type { AccentTone } from "@/components/blocks/parts/tones";

/** A help category and the articles filed under it, each linked to its page. */
export function HelpCategoryCard({
  id,
  name,
  description,
  icon,
  tone,
  count,
  articles,
  links,
}: {
  id: string;
  name: string;
  description: string;
  icon: IconName;
  tone?: AccentTone;
  /** "5 articles". */
  count: string;
  articles: readonly { title: string; href: string }[];
  /** Configured external links, e.g. the API reference. */
  links: readonly { label: string; href?: string }[];
}) {
  const external = links.filter((link): link is { label: string; href: string } => !!link.href);
  return (
    <article
      id={id}
      aria-labelledby={`${id}-heading`}
      className="flex w-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <div className="flex items-start gap-4">
        <IconBadge icon={icon} tone={tone} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 id={`${id}-heading`} className="text-lg font-semibold text-ink">
              {name}
            </h3>
            <p className="text-xs font-medium text-ink-subtle tabular-nums">{count}</p>
          </div>
          <p className="mt-1 text-sm leading-6 text-ink-muted">{description}</p>
        </div>
      </div>
      <ul className="mt-6 flex-1 divide-y divide-line border-t border-line">
        {articles.map((article) => (
          <li key={article.href} className="text-sm">
            <Link
              href={article.href}
              className="group flex items-center justify-between gap-3 rounded-sm py-3 font-medium text-ink transition-colors hover:text-brand-700"
            >
              <span>{article.title}</span>
              <Icon
                icon={ChevronRight}
                aria-hidden="true"
                className="size-4 shrink-0 text-ink-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 motion-reduce:transition-none"
              />
            </Link>
          </li>
        ))}
      </ul>
      {external.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-4">
          {external.map((link) => (
            <li key={link.href}>
              <ExternalLink
                href={link.href}
                className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-800"
              >
                {link.label}
                <Icon icon={ArrowRight} aria-hidden="true" className="size-4 -rotate-45" />
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
