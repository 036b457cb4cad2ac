"use client";

import Link from "next/link";
import { ContentMistakeNotice } from "@/components/content-mistake/content-mistake-notice";
import { readContentMistake } from "@/lib/content/content-mistake";
import { useErrorWords } from "@/components/layout/error-words";

type ErrorPageProps = {
  error: Error & { digest?: string };
  retry: () => void;
};

// Plain classes, not buttonVariants and <Icon>: this boundary is a chunk every page loads, and
// those imports copied cva, clsx and the icon component into it (docs/performance.md). The
// buttons' styles are the error-action utilities in globals.css.
// No status code: on a static site a client error has none, and a "500" would be invented.
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  // In the page's language: the root layout hands them down (components/layout/error-words.tsx).
  const words = useErrorWords();
  // Under next dev, a content mistake in what the page reads shows as what it is, with the fix
  // (components/content-mistake/); the export never gets here with one: the build fails on it.
  const mistake = process.env.NODE_ENV === "development" ? readContentMistake(error.message) : null;
  if (mistake) return <ContentMistakeNotice mistake={mistake} scope="page" />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-32" aria-labelledby="error-heading">
      <h1 id="error-heading" className="text-4xl font-bold tracking-tight text-ink">
        {words.heading}
      </h1>
      {/* The reader's words, not the script's: an error's message is English and technical. */}
      <p className="mt-4 text-lg text-ink-muted">{words.text}</p>
      {process.env.NODE_ENV === "development" && error.stack && (
        // The stack starts with the error's message.
        <pre className="mt-6 overflow-x-auto rounded-lg bg-surface-sunken p-4 text-xs text-ink-muted">
          {error.stack}
        </pre>
      )}
      <div className="mt-10 flex flex-wrap gap-3">
        <button type="button" onClick={retry} className="error-action-primary">
          {words.retry}
        </button>
        <Link href={words.homePath} className="error-action">
          {words.home}
        </Link>
      </div>
    </section>
  );
}
