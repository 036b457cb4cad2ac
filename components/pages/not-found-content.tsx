import { Icon } from "@/components/ui/icon";
import { ArrowLeft } from "@/lib/icons";
import { ButtonLink } from "@/components/ui/button";
import { LogMissingPath } from "@/components/layout/log-missing-path";

export const notFoundMetadata = {
  title: "Page not found",
  description: "The page you were looking for does not exist or has moved.",
  robots: { index: false, follow: true },
};

/** What a visitor sees at an address the site does not have. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-32 text-center">
      <LogMissingPath />
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error</p>
      <h1 className="mt-2 text-7xl font-bold tracking-tight text-ink">404</h1>
      <p className="mt-4 text-xl text-ink-muted">Oops! Page not found</p>
      <ButtonLink href="/" size="lg" className="mt-10">
        <Icon icon={ArrowLeft} aria-hidden="true" />
        Return to Home
      </ButtonLink>
    </section>
  );
}
