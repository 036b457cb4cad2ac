"use client";

import { ContentMistakeNotice } from "@/components/content-mistake/content-mistake-notice";
import { readContentMistake } from "@/lib/content/content-mistake";
import "./globals.css";

type GlobalErrorProps = {
  error: unknown;
  retry: () => void;
};

/**
 * The last line: an error in the root layout replaces the whole document with this page (it
 * brings its own <html>, <body> and styles). Islands catch their own errors before this.
 */
// Plain classes, not buttonVariants and <Icon>: this boundary is a chunk every page loads, and
// those imports copied cva, clsx and the icon component into it (docs/performance.md). The
// buttons' styles are the error-action utilities in globals.css.
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  const message = error instanceof Error && error.message ? error.message : "Something went wrong.";
  // Under next dev, a mistake in what every page shows (the header, the footer, the site's
  // settings) is said as what it is, with the fix; the export never gets here with one.
  const mistake = process.env.NODE_ENV === "development" ? readContentMistake(message) : null;
  if (mistake) {
    return (
      <html lang="en">
        <body className="font-sans">
          <title>A content mistake</title>
          <main>
            <ContentMistakeNotice mistake={mistake} scope="site" />
          </main>
        </body>
      </html>
    );
  }
  return (
    <html lang="en">
      <body className="font-sans">
        <title>Unexpected Application Error!</title>
        <main className="mx-auto max-w-2xl px-4 py-32">
          <h1 className="text-4xl font-bold tracking-tight text-ink">
            Unexpected Application Error!
          </h1>
          <p className="mt-4 text-lg text-ink-muted">{message}</p>
          {process.env.NODE_ENV === "development" && error instanceof Error && error.stack && (
            <pre className="mt-6 overflow-x-auto rounded-lg bg-surface-sunken p-4 text-xs text-ink-muted">
              {error.stack}
            </pre>
          )}
          <div className="mt-10 flex flex-wrap gap-3">
            <button type="button" onClick={retry} className="error-action-primary">
              Try again
            </button>
            {/* A full load: the root layout itself failed, so the router cannot be trusted. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="error-action">
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
