import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ButtonLink, buttonVariants } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ChangeList } from "@/components/content-health/change-list";
import type {
  TranslationCell,
  TranslationCellState,
  TranslationGroup,
  TranslationRow,
} from "@/content/translation-overview";
import { ArrowRight, CircleCheck, Languages } from "@/lib/brand/icons";

/**
 * The translations page (app/(editor)/translations, `next dev` only): every English file the site
 * translates, and where it stands in each language, with the button that starts a missing
 * translation and the one that marks an out-of-date translation as made from the English now.
 * The buttons are forms (no script): they post to /api/translations (lib/editor/translation-api.ts).
 */

const TRANSLATION_ACTIONS = "/api/translations";

const STATES: Record<TranslationCellState, { label: string; tone: string }> = {
  current: { label: "Translated", tone: "bg-success-50 text-success-800 ring-success-200" },
  copy: {
    label: "Started, not yet translated",
    tone: "bg-warning-50 text-warning-800 ring-warning-200",
  },
  stale: { label: "Out of date", tone: "bg-danger-50 text-danger-700 ring-danger-200" },
  unrecorded: {
    label: "Version not noted",
    tone: "bg-warning-50 text-warning-800 ring-warning-200",
  },
  missing: { label: "Missing", tone: "bg-surface-sunken text-ink-muted ring-line" },
};

/** What each state means, said under the badge where it asks something of the marketer. */
const HINTS: Partial<Record<TranslationCellState, (cell: TranslationCell) => string>> = {
  copy: ({ language, page }) =>
    page
      ? `Not published in ${language}: ${page} has no ${language} page until a text here is translated.`
      : `Nothing translated yet: ${language} pages show this text in English.`,
  unrecorded: () => "Which English version it was made from is not noted.",
};

/** A button that posts one of the translation actions for `englishFile` in `locale` (no script). */
export function TranslationActionForm({
  action,
  englishFile,
  locale,
  version,
  children,
}: {
  action: "start" | "current";
  englishFile: string;
  locale: string;
  /** The English file's version the page shows: the action is refused if it changed since. */
  version: string;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={TRANSLATION_ACTIONS}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="file" value={englishFile} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="version" value={version} />
      <button
        type="submit"
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "h-auto min-h-8 px-3 py-1.5 text-left text-xs leading-4 whitespace-normal",
        )}
      >
        {children}
      </button>
    </form>
  );
}

function ActionForm({
  row,
  cell,
  action,
  children,
}: {
  row: TranslationRow;
  cell: TranslationCell;
  action: "start" | "current";
  children: React.ReactNode;
}) {
  return (
    <TranslationActionForm
      action={action}
      englishFile={row.englishFile}
      locale={cell.locale}
      version={row.version}
    >
      {children}
    </TranslationActionForm>
  );
}

function Cell({ row, cell }: { row: TranslationRow; cell: TranslationCell }) {
  const { label, tone } = STATES[cell.state];
  const hint = HINTS[cell.state]?.(cell);
  return (
    <div
      role="group"
      aria-label={`${cell.language}: ${label}`}
      data-locale={cell.locale}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:flex-col sm:items-start"
    >
      <p className="flex items-center gap-2 text-sm">
        <span className="w-16 font-semibold text-ink sm:sr-only">{cell.language}</span>
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
            tone,
          )}
        >
          {label}
        </span>
      </p>
      {hint && <p className="w-full text-xs leading-5 text-ink-muted">{hint}</p>}
      {cell.problems > 0 && (
        <p className="w-full text-xs leading-5 text-danger-700">
          The build refuses it: see{" "}
          <Link className="underline" href="/content-health">
            content health
          </Link>
          .
        </p>
      )}
      {cell.state === "missing" && (
        <ActionForm row={row} cell={cell} action="start">
          Start the {cell.language} translation
        </ActionForm>
      )}
      {cell.editorHref && (
        <a
          href={cell.editorHref}
          className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
          aria-label={`Open the ${cell.language} translation of ${row.label} in the editor`}
        >
          {cell.state === "current" ? "Open" : "Translate in the editor"}
          <Icon icon={ArrowRight} className="size-3.5" />
        </a>
      )}
      {(cell.state === "stale" || cell.state === "unrecorded") && (
        <ActionForm row={row} cell={cell} action="current">
          Mark as up to date
        </ActionForm>
      )}
    </div>
  );
}

/** The English changes the out-of-date translations lack, once for the languages that lack the same. */
function Changes({ row }: { row: TranslationRow }) {
  const stale = row.cells.filter((cell) => cell.state === "stale");
  const lists = new Map<string, TranslationCell[]>();
  for (const cell of stale) {
    const key = JSON.stringify(cell.changes ?? null);
    lists.set(key, [...(lists.get(key) ?? []), cell]);
  }
  return [...lists.values()].map((cells) => {
    const { changes } = cells[0]!;
    const languages = cells.map((cell) => cell.language).join(", ");
    return (
      <details
        key={languages}
        className="rounded-lg border border-line bg-surface-sunken text-xs sm:col-span-4"
      >
        <summary className="cursor-pointer px-3 py-2 font-semibold text-ink">
          What changed in English since the {languages} version
          {cells.length > 1 ? "s" : ""}
        </summary>
        {changes ? (
          <ChangeList changes={changes} className="px-3 pb-3">
            {changes.length === 0 && <li>Only its layout (no value or text).</li>}
          </ChangeList>
        ) : (
          <p className="px-3 pb-3 leading-5 text-ink-muted">
            Git cannot say here (the version it was made from is not in this copy of the
            repository): compare the two files.
          </p>
        )}
      </details>
    );
  });
}

const ROW_GRID = "sm:grid-cols-[minmax(0,1.3fr)_repeat(3,minmax(0,1fr))]";

function Row({ row }: { row: TranslationRow }) {
  return (
    <li
      className={cn("grid gap-3 px-4 py-4 sm:items-start sm:gap-4 sm:px-5", ROW_GRID)}
      data-file={row.englishFile}
    >
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink">
          {row.editorHref ? (
            <a className="hover:underline" href={row.editorHref}>
              {row.label}
            </a>
          ) : (
            row.label
          )}
        </h3>
        <p className="mt-0.5 font-mono text-xs [overflow-wrap:anywhere] text-ink-subtle">
          {row.englishFile}
        </p>
      </div>
      {row.cells.map((cell) => (
        <Cell key={cell.locale} row={row} cell={cell} />
      ))}
      <Changes row={row} />
    </li>
  );
}

function Group({ group }: { group: TranslationGroup }) {
  const languages = group.rows[0]?.cells.map((cell) => cell.language) ?? [];
  return (
    <section aria-label={group.title}>
      <h2 className="text-xl font-semibold tracking-tight text-ink">{group.title}</h2>
      <div className="mt-4 overflow-hidden rounded-xl border border-line bg-surface shadow-card">
        <p
          aria-hidden
          className={cn(
            "hidden border-b border-line bg-surface-sunken px-5 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase sm:grid sm:gap-4",
            ROW_GRID,
          )}
        >
          <span>English file</span>
          {languages.map((language) => (
            <span key={language}>{language}</span>
          ))}
        </p>
        <ul className="divide-y divide-line">
          {group.rows.map((row) => (
            <Row key={row.englishFile} row={row} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function TranslationsOverview({
  groups,
  marked,
}: {
  groups: readonly TranslationGroup[];
  /** The translation just marked up to date, to say so. */
  marked?: string;
}) {
  const cells = groups.flatMap((group) => group.rows.flatMap((row) => row.cells));
  const count = (state: TranslationCellState) =>
    cells.filter((cell) => cell.state === state).length;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold text-brand-700">Site content</p>
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          <Icon icon={Languages} className="size-8 text-ink-subtle" />
          Translations
        </h1>
        <p className="mt-3 max-w-2xl leading-7 text-pretty text-ink-muted">
          Each English file the site translates, and where it stands in each language:{" "}
          {count("current")} translated, {count("stale")} out of date, {count("copy")} started but
          not yet translated, {count("missing")} missing. A page is published in a language once its
          own file is translated: a file that is still the English text does not publish it.
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          <ButtonLink href="/keystatic" size="sm">
            Open the editor
          </ButtonLink>
          <ButtonLink href="/content-health" variant="ghost" size="sm">
            Content health
          </ButtonLink>
        </p>
        {marked && (
          <p
            role="status"
            className="mt-6 flex items-center gap-2 rounded-xl border border-success-200 bg-success-50 p-4 text-sm text-success-800"
          >
            <Icon icon={CircleCheck} className="size-5 shrink-0" />
            <span>
              <code className="font-mono">{marked}</code> now says it is made from the English file
              as it is.
            </span>
          </p>
        )}
      </header>
      <div className="mt-10 grid gap-10">
        {groups.map((group) => (
          <Group key={group.title} group={group} />
        ))}
      </div>
      <footer className="mt-14 border-t border-line pt-6 text-sm leading-6 text-ink-subtle">
        <p>
          <strong className="text-ink-muted">Start</strong> copies the English file into the
          language&apos;s folder, noting the English version it is made from, and opens it in the
          editor to translate. <strong className="text-ink-muted">Mark as up to date</strong>, once
          the text says what the English says now, notes the English version as it is. This page
          exists only in the preview (<code className="font-mono">npm run dev</code>).
        </p>
      </footer>
    </main>
  );
}
