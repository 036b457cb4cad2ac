import { Icon } from "@/components/ui/icon";
import { ChevronRight } from "@/lib/icons";
import type { HelpDestination } from "@/content/pages/help-center";
import type { IconName } from "@/content/icons";
import { HelpDestinationLink } from "@/components/pages/help-destination-link";
import { IconBadge } from "@/components/pages/icon-badge";
import type { AccentTone } from "@/components/pages/tones";

/** A help category and its topics: linked where a page answers them, listed otherwise. */
export function HelpCategoryCard({
  name,
  description,
  icon,
  tone,
  articles,
}: {
  name: string;
  description: string;
  icon: IconName;
  tone: AccentTone;
  articles: readonly { title: string; to?: HelpDestination }[];
}) {
  return (
    <article className="flex w-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
      <div className="flex items-start gap-4">
        <IconBadge icon={icon} tone={tone} />
        <div>
          <h3 className="text-lg font-semibold text-ink">{name}</h3>
          <p className="mt-1 text-sm leading-6 text-ink-muted">{description}</p>
        </div>
      </div>
      <ul className="mt-6 divide-y divide-line border-t border-line">
        {articles.map((article) => (
          <li key={article.title} className="text-sm">
            <HelpDestinationLink
              to={article.to}
              className="group flex items-center justify-between gap-3 py-3 font-medium text-ink hover:text-brand-700"
              fallback={<span className="block py-3 text-ink-muted">{article.title}</span>}
            >
              <span>{article.title}</span>
              <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-700">
                {article.to?.label}
                <Icon
                  icon={ChevronRight}
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </HelpDestinationLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
