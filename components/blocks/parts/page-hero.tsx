import type { ReactNode } from "react";
import type { IconName } from "@/content/icons";
import { ContentIcon } from "@/components/sections/content-icon";
import { fitLongestWord } from "@/lib/text/long-words";
import { FirstScreenEnd } from "@/components/layout/first-paint";

type PageHeroProps = {
  eyebrow: string;
  icon: IconName;
  title: string;
  description: string;
  /** Calls to action or a search box under the description. */
  children?: ReactNode;
  /** 1 where it titles the page; 2 for a page header further down a page of blocks. */
  level?: 1 | 2;
};

/**
 * The top of every inner page: the page's one h1 over a quiet brand glow. Titling the page, it
 * is the page's first screen, and the first paint waits for its end (FirstScreenEnd).
 */
export function PageHero({
  eyebrow,
  icon,
  title,
  description,
  children,
  level = 1,
}: PageHeroProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="relative isolate overflow-hidden border-b border-line bg-surface-muted">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(56rem_28rem_at_50%_-12%,color-mix(in_oklab,var(--color-brand-500)_18%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,color-mix(in_oklab,var(--color-ink)_5%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_oklab,var(--color-ink)_5%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(48rem_24rem_at_50%_0%,black,transparent)] bg-[size:3rem_3rem]"
      />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24 sm:pb-20 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/80 px-3.5 py-1 text-sm font-semibold text-brand-700 shadow-sm">
          <ContentIcon name={icon} className="size-4" />
          {eyebrow}
        </p>
        <Heading
          {...fitLongestWord(
            title,
            "4xl",
            "mt-6 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl",
          )}
        >
          {title}
        </Heading>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-ink-muted">
          {description}
        </p>
        {children && <div className="mt-8">{children}</div>}
      </div>
      {level === 1 && <FirstScreenEnd />}
    </section>
  );
}
