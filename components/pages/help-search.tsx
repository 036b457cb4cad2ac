"use client";

import Link from "next/link";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { countLabel } from "@/lib/count-label";
import { fillTemplate } from "@/lib/fill-template";
import {
  loadPagefind,
  searchSite,
  SEARCH_DEBOUNCE_MS,
  type Pagefind,
  type ResultKind,
  type SearchResult,
} from "@/lib/help-search";
import { ArrowRight, CircleAlert, Search, X } from "@/lib/icons";

export type HelpSearchText = {
  label: string;
  placeholder: string;
  clear: string;
  noun: { one: string; other: string };
  status: string;
  loading: string;
  unavailable: string;
  failed: string;
  more: string;
  kinds: Record<ResultKind, string>;
  emptyTitle: string;
  emptyText: string;
  emptyAction: string;
};

/** Pagefind's index is written by `pagefind --site out` after `next build`; `next dev` has none. */
const INDEX_BUILT = process.env.NODE_ENV !== "development";

type Outcome =
  | { state: "idle" }
  | { state: "loading"; query: string }
  | { state: "done"; query: string; total: number; results: SearchResult[] }
  | { state: "unavailable" }
  | { state: "failed" };

/**
 * The site-wide search box over the Help Center's listing (`children`, rendered on the server).
 * Pagefind's script and index load on the box's first focus, so the page ships none of it; as
 * the visitor types, results replace the listing, and clearing the box brings it back.
 */
export function HelpSearch({ text, children }: { text: HelpSearchText; children: ReactNode }) {
  const [query, setQuery] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const pagefind = useRef<Promise<Pagefind> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const listId = useId();

  function load(): Promise<Pagefind> | null {
    if (!INDEX_BUILT) return null;
    pagefind.current ??= loadPagefind().catch((error: unknown) => {
      pagefind.current = null; // the next keystroke tries again
      throw error;
    });
    return pagefind.current;
  }

  function prepare() {
    if (!INDEX_BUILT) setOutcome({ state: "unavailable" });
    // Warm the index while the visitor starts typing; a failure shows when they search.
    else void load()?.catch(() => undefined);
  }

  function run(value: string) {
    const trimmed = value.trim();
    latest.current = trimmed;
    clearTimeout(timer.current);
    if (!INDEX_BUILT) return setOutcome({ state: "unavailable" });
    if (trimmed === "") return setOutcome({ state: "idle" });
    setOutcome((current) =>
      current.state === "done" ? current : { state: "loading", query: trimmed },
    );
    timer.current = setTimeout(async () => {
      try {
        const index = await load();
        if (!index) return;
        const found = await searchSite(index, trimmed);
        if (latest.current === trimmed) setOutcome({ state: "done", query: trimmed, ...found });
      } catch {
        if (latest.current === trimmed) setOutcome({ state: "failed" });
      }
    }, SEARCH_DEBOUNCE_MS);
  }

  function change(value: string) {
    setQuery(value);
    run(value);
  }

  function clear() {
    change("");
    inputRef.current?.focus();
  }

  /** Down from the box enters the results; up and down move between them; Escape clears. */
  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && listRef.current) {
      event.preventDefault();
      listRef.current.querySelector<HTMLAnchorElement>("a")?.focus();
    } else if (event.key === "Escape" && query !== "") {
      event.preventDefault();
      clear();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a")];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    event.preventDefault();
    if (event.key === "ArrowUp" && at <= 0) return inputRef.current?.focus();
    links[Math.min(links.length - 1, at + (event.key === "ArrowDown" ? 1 : -1))]?.focus();
  }

  const searching = query.trim() !== "";
  const shown = searching && (outcome.state === "loading" || outcome.state === "done");
  const status =
    outcome.state === "done"
      ? fillTemplate(text.status, {
          count: countLabel(outcome.total, text.noun),
          query: outcome.query,
        })
      : outcome.state === "loading"
        ? text.loading
        : "";
  const notice =
    outcome.state === "unavailable"
      ? text.unavailable
      : outcome.state === "failed"
        ? text.failed
        : null;

  return (
    <div>
      <div className="relative z-10 mx-auto -mt-8 max-w-2xl">
        <form role="search" aria-label={text.label} onSubmit={(event) => event.preventDefault()}>
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
              onChange={(event) => change(event.currentTarget.value)}
              onFocus={prepare}
              onKeyDown={onInputKeyDown}
              placeholder={text.placeholder}
              aria-controls={listId}
              autoComplete="off"
              spellCheck={false}
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
        {notice && (
          <p className="mx-auto mt-1 flex max-w-xl items-start justify-center gap-2 text-center text-sm text-ink-muted">
            <Icon icon={CircleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {notice}
          </p>
        )}
      </div>

      <div className="mx-auto mt-8 max-w-3xl" hidden={!shown}>
        {outcome.state === "done" && outcome.total === 0 ? (
          <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-14 text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon icon={Search} aria-hidden="true" className="size-7" />
            </span>
            <h2 className="mt-5 text-lg font-semibold text-ink">
              {fillTemplate(text.emptyTitle, { query: outcome.query })}
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
          <ul
            ref={listRef}
            id={listId}
            aria-label={status || text.label}
            aria-busy={outcome.state === "loading"}
            onKeyDown={onListKeyDown}
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
          >
            {outcome.state === "done" &&
              outcome.results.map((result) => (
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
                        <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink">
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
        )}
        {outcome.state === "done" && outcome.total > outcome.results.length && (
          <p className="mt-4 text-center text-sm text-ink-muted">
            {fillTemplate(text.more, { shown: String(outcome.results.length) })}
          </p>
        )}
      </div>

      <div hidden={shown}>{children}</div>
    </div>
  );
}
