"use client";

import { Icon } from "@/components/ui/icon";
import { RotateCcw } from "@/lib/icons";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";

type ErrorPageProps = {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
};

export default function ErrorPage({ error, reset }: ErrorPageProps) {
  const status = error.status ?? 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-32" aria-labelledby="error-heading">
      <h1 id="error-heading" className="text-4xl font-bold tracking-tight text-ink">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        <span className="font-semibold text-ink">{status}</span>{" "}
        {error.message || "Something went wrong."}
      </p>
      {process.env.NODE_ENV === "development" && error.stack && (
        <pre className="mt-6 overflow-x-auto rounded-lg bg-surface-sunken p-4 text-xs text-ink-muted">
          {error.stack}
        </pre>
      )}
      <div className="mt-10 flex flex-wrap gap-3">
        <button type="button" onClick={reset} className={buttonVariants()}>
          <Icon icon={RotateCcw} aria-hidden="true" />
          Try again
        </button>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
