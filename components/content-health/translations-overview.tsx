import { Icon } from "@/components/ui/icon";
import { ButtonLink, buttonVariants } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
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

export const TRANSLATION_ACTIONS = "/api/translations";

const STATES: Record<TranslationCellState, { label: string; tone: string }> = {
  current: { label: "Translated", tone: "bg-success-50 text-success-800 ring-success-200" },
  copy: {
    label: "Started: still English",
    tone: "bg-warning-50 text-warning-800 ring-warning-200",
  },
  stale: { label: "Out of date", tone: "bg-danger-50 text-danger-700 ring-danger-200" },
  unrecorded: {
    label: "English version not recorded",
    tone: "bg-warning-50 text-warning-800 ring-warning-200",
  },
  missing: { label: "Missing", tone: "bg-surface-sunken text-ink-muted ring-line" },
};

function ActionForm({
  row,
  cell,
  action,
  children,
  variant,
}: {
  row: TranslationRow;
  cell: TranslationCell;
  action: "start" | "current";
  children: React.ReactNode;
  variant?: "outline" | "default";
}) {
  return (
    <form method="post" action={TRANSLATION_ACTIONS} className="mt-3">
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="file" value={row.englishFile} />
      <input type="hidden" name="locale" value={cell.locale} />
      <input type="hidden" name="version" value={row.version} />
      <button
        type="submit"
        className={cn(buttonVariants({ variant: variant ?? "outline", size: "sm" }), "w-full")}
      >
        {children}
      </button>
    </form>
  );
}

function Cell({ row, cell }: { row: TranslationRow; cell: TranslationCell }) {
  const { label, tone } = STATES[cell.state];
  return (
    <li
      className="flex flex-col rounded-lg border border-line p-3"
      aria-label={`${cell.language}: ${label}`}
      data-locale={cell.locale}
    >
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{cell.language}</span>
        <span
          className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", tone)}
        >
          {label}
        </span>
      </p>
      {cell.state === "copy" && (
        <p className="mt-2 text-xs leading-5 text-ink-muted">
          Published in {cell.language} with the English text: translate it in the editor.
        </p>
      )}
      {cell.state === "stale" && (
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer font-semibold text-ink">
            What changed in English
          </summary>
          {cell.changes ? (
            <ul className="mt-1 grid gap-1 font-mono leading-5 [overflow-wrap:anywhere] text-ink-muted">
              {cell.changes.length === 0 && <li>Only its layout (no value or text).</li>}
              {cell.changes.map((change, index) => (
                <li key={index}>{change}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 leading-5 text-ink-muted">
              Git cannot say here (the version it was made from is not in this copy): compare the
              two files.
            </p>
          )}
        </details>
      )}
      {cell.problems > 0 && (
        <p className="mt-2 text-xs leading-5 text-danger-700">
          The build refuses it ({cell.problems}): see the content health page.
        </p>
      )}
      <div className="mt-auto">
        {cell.state === "missing" ? (
          <ActionForm row={row} cell={cell} action="start" variant="default">
            Start the {cell.language} translation
          </ActionForm>
        ) : (
          cell.editorHref && (
            <ButtonLink
              href={cell.editorHref}
              variant="ghost"
              size="sm"
              className="mt-3 w-full"
              aria-label={`Open the ${cell.language} translation of ${row.label}`}
            >
              Open in the editor
              <Icon icon={ArrowRight} className="size-4" />
            </ButtonLink>
          )
        )}
        {(cell.state === "stale" || cell.state === "unrecorded") && (
          <ActionForm row={row} cell={cell} action="current">
            Mark as up to date
          </ActionForm>
        )}
      </div>
    </li>
  );
}

function Row({ row }: { row: TranslationRow }) {
  return (
    <li
      className="rounded-xl border border-line bg-surface p-4 shadow-card sm:p-5"
      data-file={row.englishFile}
    >
      <h3 className="font-semibold text-ink">
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
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {row.cells.map((cell) => (
          <Cell key={cell.locale} row={row} cell={cell} />
        ))}
      </ul>
    </li>
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
          {count("current")} translated, {count("stale")} out of date, {count("copy")} started,{" "}
          {count("missing")} missing. A page is published in a language once its own file is
          translated.
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
          <section key={group.title} aria-label={group.title}>
            <h2 className="text-xl font-semibold tracking-tight text-ink">{group.title}</h2>
            <ul className="mt-4 grid gap-3">
              {group.rows.map((row) => (
                <Row key={row.englishFile} row={row} />
              ))}
            </ul>
          </section>
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
