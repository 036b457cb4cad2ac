import Link from "next/link";
import type { ReactNode } from "react";
import { DraftLabel } from "@/components/pages/draft-label";
import { FirstScreenEnd } from "@/components/layout/first-paint";
import type { Locale } from "@/lib/i18n/locales";

type Step = { name: string; href: string };

/**
 * The top of a page that sits below another (a help article, a role): a visible breadcrumb
 * trail (left out of the search index) over a quiet brand glow, then the page's heading and
 * summary passed as children. It is the page's first screen: the first paint waits for its end.
 */
export function ArticleHeader({
  label,
  trail,
  current,
  draft,
  locale,
  children,
}: {
  /** The trail's accessible name, e.g. "Breadcrumb". */
  label: string;
  /** The pages above this one, outermost first. */
  trail: readonly Step[];
  current: string;
  /** A draft, which only `next dev` shows, says so under the trail. */
  draft?: boolean;
  /** The page's language (the draft's label is in it). */
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <header className="relative isolate overflow-hidden border-b border-line bg-surface-muted">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(48rem_22rem_at_20%_-20%,color-mix(in_oklab,var(--color-brand-500)_14%,transparent),transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10 sm:pb-14 lg:px-8">
        <nav aria-label={label} data-pagefind-ignore="all">
          {/* Inline text with the separator drawn after each step, so a long trail wraps between
              words and a separator never ends or starts a line alone. */}
          <ol className="text-sm text-ink-muted">
            {trail.map((step) => (
              <li
                key={step.href}
                className="inline after:mx-2 after:text-ink-subtle after:content-['/']"
              >
                <Link href={step.href} className="rounded-sm hover:text-brand-700">
                  {step.name}
                </Link>
              </li>
            ))}
            <li className="inline">
              <span aria-current="page" className="font-medium text-ink">
                {current}
              </span>
            </li>
          </ol>
        </nav>
        {draft && (
          <p className="mt-4">
            <DraftLabel locale={locale} />
          </p>
        )}
        {children}
      </div>
      <FirstScreenEnd />
    </header>
  );
}
