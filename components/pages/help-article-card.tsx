import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/icons";
import type { HelpDestination } from "@/content/pages/help-center";
import type { IconName } from "@/content/icons";
import { HelpDestinationLink } from "@/components/pages/help-destination-link";
import { IconBadge } from "@/components/pages/icon-badge";
import type { AccentTone } from "@/components/pages/tones";

/** A popular article; the whole card follows its title link. */
export function HelpArticleCard({
  title,
  description,
  icon,
  tone,
  to,
}: {
  title: string;
  description: string;
  icon: IconName;
  tone: AccentTone;
  to: HelpDestination;
}) {
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card transition-shadow focus-within:shadow-lift hover:shadow-lift">
      <IconBadge icon={icon} tone={tone} />
      <h3 className="mt-5 font-semibold text-ink">
        <HelpDestinationLink
          to={to}
          className="rounded-sm group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl"
          fallback={title}
        >
          {title}
        </HelpDestinationLink>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{description}</p>
      <p className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
        {to.label}
        <Icon
          icon={ArrowRight}
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </p>
    </article>
  );
}
