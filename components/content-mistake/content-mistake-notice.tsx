import { editorEntryHref } from "@/keystatic/editor-entry";
import type { ContentMistake } from "@/lib/content/content-mistake";

/**
 * What the preview shows under `next dev` in place of a part of a page whose content has a
 * mistake (content-mistake-boundary.tsx, app/[locale]/error.tsx), or of every page when the mistake
 * is in what all of them show (app/global-error.tsx): the file, each field with what is
 * wrong and how to write it, and the editor's entry to fix it in. Drawn with classes the site's
 * pages already use, so this dev-only notice adds nothing to the exported stylesheet.
 */
export function ContentMistakeNotice({
  mistake,
  scope,
}: {
  mistake: ContentMistake;
  scope: "block" | "page" | "site";
}) {
  const editorHref = editorEntryHref(mistake.file);
  const Heading = scope === "block" ? "h2" : "h1";
  const what = { block: "This section is not", page: "This page is not", site: "No page can be" }[
    scope
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <section
        role="alert"
        aria-labelledby="content-mistake-title"
        className="rounded-2xl border border-warning-200 bg-warning-50 p-6 text-warning-900 shadow-sm sm:p-8"
      >
        <p className="text-xs font-semibold tracking-wide text-warning-800 uppercase">
          Preview only: the published site cannot be built like this
        </p>
        <Heading id="content-mistake-title" className="mt-2 text-xl font-bold text-ink">
          {what} shown: {mistake.file} has a mistake
        </Heading>
        <ul className="mt-4 space-y-2 text-sm wrap-anywhere">
          {mistake.issues.map((issue, index) => (
            <li key={index}>
              {issue.field && (
                <code className="rounded bg-warning-100 px-1.5 py-0.5 font-mono text-xs">
                  {issue.field}
                </code>
              )}
              {issue.field && ": "}
              {issue.message}
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm">
          {editorHref ? (
            <a
              href={editorHref}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Fix it in the editor
            </a>
          ) : (
            <>Fix it in the file</>
          )}
          , save, and {scope === "site" ? "the pages come" : "this part of the page comes"} back.
        </p>
      </section>
    </div>
  );
}
