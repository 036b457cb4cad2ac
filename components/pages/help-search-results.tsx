import Link from "next/link";
import type { KeyboardEvent, Ref } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/island-button-variants";
import { fillTemplate } from "@/lib/text/fill-template";
import type { ResultKind, SearchResult } from "@/lib/search/help-search";
import { ArrowRight, Search } from "@/lib/brand/icons";

/**
 * What a search found: a list of results (kind, path, title linked, excerpt with the matches
 * marked) or the empty state. Loaded with the search on the box's first focus, not with the page.
 */
export function HelpSearchResults({
  query,
  total,
  results,
  text,
  label,
  listId,
  listRef,
  onListKeyDown,
  onClear,
}: {
  /** The query as the page repeats it back (shortened). */
  query: string;
  total: number;
  results: readonly SearchResult[];
  text: {
    clear: string;
    more: string;
    kinds: Record<ResultKind, string>;
    emptyTitle: string;
    emptyText: string;
    emptyAction: string;
  };
  /** The list's name: the status line, "3 results for “trial”". */
  label: string;
  listId: string;
  listRef: Ref<HTMLUListElement>;
  onListKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  onClear: () => void;
}) {
  if (total === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-14 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon icon={Search} aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-5 text-lg font-semibold wrap-anywhere text-ink">
          {fillTemplate(text.emptyTitle, { query })}
        </h2>
        <p className="mt-2 text-pretty text-ink-muted">{text.emptyText}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/contact-support" className={buttonVariants()}>
            {text.emptyAction}
          </Link>
          <button
            type="button"
            onClick={onClear}
            className={buttonVariants({ variant: "outline" })}
          >
            {text.clear}
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <ul
        ref={listRef}
        id={listId}
        aria-label={label}
        onKeyDown={onListKeyDown}
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      >
        {results.map((result) => (
          <li
            key={result.id}
            className="group relative px-5 py-4 transition-colors focus-within:bg-surface-muted hover:bg-surface-muted sm:px-6 sm:py-5"
          >
            <p className="flex items-center gap-2 text-xs">
              <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-100 ring-inset">
                {text.kinds[result.kind]}
              </span>
              <span className="truncate text-ink-subtle">{result.href}</span>
            </p>
            <h2 className="mt-2 flex items-center justify-between gap-3 font-semibold text-ink">
              <Link
                href={result.href}
                className="rounded-sm group-hover:text-brand-700 after:absolute after:inset-0"
              >
                {result.title}
              </Link>
              <Icon
                icon={ArrowRight}
                aria-hidden="true"
                className="size-4 shrink-0 text-ink-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 motion-reduce:transition-none"
              />
            </h2>
            <p className="mt-1 line-clamp-3 text-sm leading-6 text-ink-muted">
              {result.excerpt.map((part, index) =>
                part.marked ? (
                  <mark key={index} className="rounded-sm bg-warning-100 px-0.5 text-ink">
                    {part.text}
                  </mark>
                ) : (
                  part.text
                ),
              )}
            </p>
          </li>
        ))}
      </ul>
      {total > results.length && (
        <p className="mt-4 text-center text-sm text-ink-muted">
          {fillTemplate(text.more, { shown: String(results.length) })}
        </p>
      )}
    </>
  );
}
