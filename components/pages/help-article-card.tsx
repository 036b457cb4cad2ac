import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/brand/icons";
import type { IconName } from "@/content/icons";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import type { AccentTone } from "@/components/blocks/parts/tones";

/** A popular article; the whole card follows its title link. */
export function HelpArticleCard({
  title,
  description,
  icon,
  tone,
  href,
  action,
}: {
  title: string;
  description: string;
  icon: IconName;
  tone?: AccentTone;
  href: string;
  /** "Read article", shown under the description. */
  action: string;
}) {
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card transition-shadow focus-within:shadow-lift hover:shadow-lift">
      <IconBadge icon={icon} tone={tone} />
      <h3 className="mt-5 font-semibold text-ink">
        <Link
          href={href}
          className="rounded-sm group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl"
        >
          {title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{description}</p>
      <p
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
      >
        {action}
        <Icon
          icon={ArrowRight}
          className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
        />
      </p>
    </article>
  );
}
