"use client";

import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/lib/i18n/locales";
import { countLabel } from "@/lib/text/count-label";
import { fillTemplate } from "@/lib/text/fill-template";
import type { ResultKind, SearchResult } from "@/lib/search/help-search";
import { CircleAlert, Search, X } from "@/lib/brand/icons";
import { SEARCH_DEBOUNCE_MS } from "@/lib/browser/timings";
import { SEARCH_QUERY_PARAM } from "@/lib/search/query";
import { cleanInput, ECHO_MAX_LENGTH, shorten } from "@/lib/text/visible-text";

/**
 * Pagefind's loader, the shaping of its results and the results list: fetched on the box's first
 * focus, not with the page. One promise for all three, so a download that fails shows as the
 * search's own "could not load" notice and the next keystroke tries again; with React's `lazy`
 * a failed results chunk stayed failed and reached the page's error boundary.
 */
async function loadEngine() {
  const [search, results] = await Promise.all([
    import("@/lib/search/help-search"),
    import("@/components/pages/help-search-results"),
  ]);
  return {
    searchSite: search.searchSite,
    pagefind: await search.loadPagefind(),
    Results: results.HelpSearchResults,
  };
}
type Engine = Awaited<ReturnType<typeof loadEngine>>;

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

const QUERY_PARAM = SEARCH_QUERY_PARAM;

/** Pagefind's index is written by scripts/search-index.mjs after `next build`; `next dev` has none. */
const INDEX_BUILT = process.env.NODE_ENV !== "development";

type Outcome =
  | { state: "idle" }
  | { state: "loading"; query: string }
  | {
      state: "done";
      query: string;
      total: number;
      results: SearchResult[];
      Results: Engine["Results"];
    }
  | { state: "unavailable" }
  | { state: "failed" };

/**
 * The site-wide search box over the Help Center's listing (`children`, rendered on the server).
 * Pagefind's script and index load on the box's first focus, so the page ships none of it; as
 * the visitor types, results replace the listing, and clearing the box brings it back.
 */
export function HelpSearch({
  text,
  locale,
  children,
}: {
  text: HelpSearchText;
  /** The page's language: its plural rule says the count ("0 résultat" in French). */
  locale: Locale;
  children: ReactNode;
}) {
  const [query, setQuery] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const engine = useRef<Promise<Engine> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const listId = useId();

  // A search still waiting when the visitor leaves the page must not load Pagefind after it.
  useEffect(() => () => clearTimeout(timer.current), []);

  // The query is kept in the address (?q=), so Back from a result, a reload or a shared link
  // shows the same search. Read after hydration: the prerendered page has no query.
  const restoreQuery = useEffectEvent(() => {
    const initial = new URLSearchParams(window.location.search).get(QUERY_PARAM);
    if (initial) change(initial);
  });
  useEffect(() => restoreQuery(), []);

  function load(): Promise<Engine> | null {
    if (!INDEX_BUILT) return null;
    engine.current ??= loadEngine().catch((error: unknown) => {
      engine.current = null; // the next keystroke tries again
      throw error;
    });
    return engine.current;
  }

  function prepare() {
    if (!INDEX_BUILT) setOutcome({ state: "unavailable" });
    // Warm the index and the results' code while the visitor starts typing; a failure shows
    // when they search.
    else void load()?.catch(() => undefined);
  }

  /** The query as searched and echoed: nothing invisible at its ends, no bidi controls. */
  function run(value: string) {
    const trimmed = cleanInput(value);
    latest.current = trimmed;
    clearTimeout(timer.current);
    if (!INDEX_BUILT) return setOutcome({ state: "unavailable" });
    if (trimmed === "") return setOutcome({ state: "idle" });
    setOutcome((current) =>
      current.state === "done" ? current : { state: "loading", query: trimmed },
    );
    timer.current = setTimeout(async () => {
      try {
        const loaded = await load();
        if (!loaded) return;
        const found = await loaded.searchSite(loaded.pagefind, trimmed);
        if (latest.current === trimmed) {
          setOutcome({ state: "done", query: trimmed, Results: loaded.Results, ...found });
        }
      } catch {
        if (latest.current === trimmed) setOutcome({ state: "failed" });
      }
    }, SEARCH_DEBOUNCE_MS);
  }

  function change(value: string) {
    setQuery(value);
    run(value);
    const url = new URL(window.location.href);
    const trimmed = cleanInput(value);
    if (trimmed === "") url.searchParams.delete(QUERY_PARAM);
    else url.searchParams.set(QUERY_PARAM, trimmed);
    window.history.replaceState(null, "", url);
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

  const searching = cleanInput(query) !== "";
  const shown = searching && (outcome.state === "loading" || outcome.state === "done");
  const status =
    outcome.state === "done"
      ? fillTemplate(text.status, {
          count: countLabel(outcome.total, text.noun, locale),
          query: shorten(outcome.query, ECHO_MAX_LENGTH),
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
      {/* Without JavaScript nothing can search: the box is hidden and the listing stays. */}
      <div className="relative z-10 mx-auto -mt-8 max-w-2xl noscript:hidden">
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
              aria-controls={outcome.state === "done" && outcome.total > 0 ? listId : undefined}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              className="h-16 w-full rounded-2xl border border-line bg-surface pr-14 pl-12 text-base text-ink shadow-lift placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:appearance-none"
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
        {/* One live region for both, so a search that cannot run is announced too. */}
        {/* The query is whatever a shared link says: echoed shortened, and wrapped anywhere. */}
        <div role="status" className="mt-3 text-center text-sm wrap-anywhere text-ink-muted">
          <p className="min-h-5">{status}</p>
          {notice && (
            <p className="mx-auto mt-1 flex max-w-xl items-start justify-center gap-2">
              <Icon icon={CircleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {notice}
            </p>
          )}
        </div>
      </div>

      <div className="mx-auto mt-8 max-w-3xl" hidden={!shown}>
        {outcome.state === "done" && (
          <outcome.Results
            query={shorten(outcome.query, ECHO_MAX_LENGTH)}
            total={outcome.total}
            results={outcome.results}
            text={text}
            label={status}
            listId={listId}
            listRef={listRef}
            onListKeyDown={onListKeyDown}
            onClear={clear}
          />
        )}
      </div>

      <div hidden={shown}>{children}</div>
    </div>
  );
}
