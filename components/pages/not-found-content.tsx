import { Icon } from "@/components/ui/icon";
import { ArrowLeft } from "@/lib/brand/icons";
import { ButtonLink } from "@/components/ui/button";
import { interfaceLabels } from "@/content/interface-labels";

const { notFound } = interfaceLabels;

/** Next.js itself marks a not-found document `noindex`; a robots entry here would be a second tag. */
export const notFoundMetadata = {
  title: notFound.title,
  description: notFound.description,
};

/** What a visitor sees at an address the site does not have. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-32 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {notFound.eyebrow}
      </p>
      <h1 className="mt-2 text-7xl font-bold tracking-tight text-ink">{notFound.heading}</h1>
      <p className="mt-4 text-xl text-ink-muted">{notFound.text}</p>
      <ButtonLink href="/" size="lg" className="mt-10">
        <Icon icon={ArrowLeft} aria-hidden="true" />
        {notFound.home}
      </ButtonLink>
    </section>
  );
}
