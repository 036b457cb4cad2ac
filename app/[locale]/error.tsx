"use client";

import Link from "next/link";
import { ContentMistakeNotice } from "@/components/content-mistake/content-mistake-notice";
import { readContentMistake } from "@/lib/content/content-mistake";

type ErrorPageProps = {
  error: Error & { digest?: string };
  retry: () => void;
};

// Plain classes, not buttonVariants and <Icon>: this boundary is a chunk every page loads, and
// those imports copied cva, clsx and the icon component into it (docs/performance.md). The
// buttons' styles are the error-action utilities in globals.css.
// No status code: on a static site a client error has none, and a "500" would be invented.
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  // Under next dev, a content mistake in what the page reads shows as what it is, with the fix
  // (components/content-mistake/); the export never gets here with one: the build fails on it.
  const mistake = process.env.NODE_ENV === "development" ? readContentMistake(error.message) : null;
  if (mistake) return <ContentMistakeNotice mistake={mistake} scope="page" />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-32" aria-labelledby="error-heading">
      <h1 id="error-heading" className="text-4xl font-bold tracking-tight text-ink">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{error.message || "Something went wrong."}</p>
      {process.env.NODE_ENV === "development" && error.stack && (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-surface-sunken p-4 text-xs text-ink-muted">
          {error.stack}
        </pre>
      )}
      <div className="mt-10 flex flex-wrap gap-3">
        <button type="button" onClick={retry} className="error-action-primary">
          Try again
        </button>
        <Link href="/" className="error-action">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
