"use client";

import { Icon } from "@/components/ui/icon";
import { Search, X } from "@/lib/icons";
import Link from "next/link";
import { useId, useRef, useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { HelpResultSection } from "@/components/pages/help-result-section";
import { countLabel } from "@/lib/count-label";
import { fillTemplate } from "@/lib/fill-template";
import { searchIds, type Searchable } from "@/lib/help-search";

type Entry = Searchable & { card: ReactNode };

export type HelpSearchProps = {
  text: {
    label: string;
    placeholder: string;
    clear: string;
    noun: { one: string; other: string };
    status: string;
    emptyTitle: string;
    emptyText: string;
    emptyAction: string;
  };
  popular: { title: string; entries: readonly Entry[] };
  categories: { title: string; entries: readonly Entry[] };
};

/**
 * The search box and the two lists it filters as the visitor types. The cards render on the
 * server; this island only decides which of them show.
 */
export function HelpSearch({ text, popular, categories }: HelpSearchProps) {
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const searching = query.trim() !== "";

  const popularIds = new Set(searchIds(popular.entries, query));
  const categoryIds = new Set(searchIds(categories.entries, query));
  const total = popularIds.size + categoryIds.size;
  const status = searching
    ? fillTemplate(text.status, { count: countLabel(total, text.noun), query: query.trim() })
    : "";

  function clear() {
    setQuery("");
    inputRef.current?.focus();
  }

  return (
    <div>
      <div className="relative z-10 mx-auto -mt-8 max-w-2xl">
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="sr-only">
            {text.label}
          </label>
          <div className="relative">
            <Icon
              icon={Search}
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-subtle"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder={text.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className="h-16 w-full rounded-2xl border border-line bg-white pr-14 pl-12 text-base text-ink shadow-lift placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:appearance-none"
            />
            {searching && (
              <button
                type="button"
                onClick={clear}
                aria-label={text.clear}
                className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink"
              >
                <Icon icon={X} aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
        </form>
        <p role="status" className="mt-3 min-h-5 text-center text-sm text-ink-muted">
          {status}
        </p>
      </div>

      {total === 0 ? (
        <div className="mx-auto mt-12 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-14 text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            <Icon icon={Search} aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-5 text-lg font-semibold text-ink">
            {fillTemplate(text.emptyTitle, { query: query.trim() })}
          </h2>
          <p className="mt-2 text-pretty text-ink-muted">{text.emptyText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/contact-support" className={buttonVariants()}>
              {text.emptyAction}
            </Link>
            <button
              type="button"
              onClick={clear}
              className={buttonVariants({ variant: "outline" })}
            >
              {text.clear}
            </button>
          </div>
        </div>
      ) : (
        <>
          <HelpResultSection
            id="popular-articles"
            title={popular.title}
            hidden={popularIds.size === 0}
          >
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {popular.entries.map((entry) => (
                <li key={entry.id} hidden={!popularIds.has(entry.id)} className="flex">
                  {entry.card}
                </li>
              ))}
            </ul>
          </HelpResultSection>
          <HelpResultSection
            id="help-categories"
            title={categories.title}
            hidden={categoryIds.size === 0}
          >
            <ul className="grid gap-6 md:grid-cols-2">
              {categories.entries.map((entry) => (
                <li key={entry.id} hidden={!categoryIds.has(entry.id)} className="flex">
                  {entry.card}
                </li>
              ))}
            </ul>
          </HelpResultSection>
        </>
      )}
    </div>
  );
}
