import { Icon } from "@/components/ui/icon";
import { ArrowLeft, Search } from "@/lib/brand/icons";
import { ButtonLink, buttonVariants } from "@/components/ui/button";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { navigationIn } from "@/content/navigation";
import { pathInLocale } from "@/content/translations";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { MenuLink, configured } from "@/components/layout/menu-link";
import { SEARCH_PATH, SEARCH_QUERY_PARAM } from "@/lib/search/query";
import { FirstScreenEnd } from "@/components/layout/first-paint";

/**
 * The 404 page's title and description in `locale`. Next.js itself marks a not-found document
 * `noindex`; a robots entry here would be a second tag.
 */
export function notFoundMetadataIn(locale: Locale) {
  const { notFound } = interfaceLabelsIn(locale);
  return { title: notFound.title, description: notFound.description };
}

export const notFoundMetadata = notFoundMetadataIn(defaultLocale);

/**
 * What a visitor sees at an address the site does not have: a search of the whole site (a plain
 * form to the Help Center's search, which reads its query from the address, so it works without
 * JavaScript) and the way home, then the most visited pages. It ends the page itself: no sales band.
 */
export function NotFoundContent({ locale = defaultLocale }: { locale?: Locale }) {
  const { notFound } = interfaceLabelsIn(locale);
  const navigation = navigationIn(locale);
  return (
    <>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-24 pb-10 text-center sm:pt-28">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          {notFound.eyebrow}
        </p>
        <h1 className="mt-2 text-7xl font-bold tracking-tight text-ink">{notFound.heading}</h1>
        <p className="mt-4 text-xl text-ink-muted">{notFound.text}</p>
        {/* On a phone the button goes under the field, which keeps the row's width for its
            placeholder: beside it, every language's was cut. */}
        <form
          role="search"
          action={SEARCH_PATH}
          method="get"
          aria-label={notFound.searchLabel}
          className="mt-10 flex w-full max-w-xl flex-col gap-2 sm:flex-row"
        >
          <label htmlFor="not-found-search" className="sr-only">
            {notFound.searchLabel}
          </label>
          <div className="relative min-w-0 flex-1">
            <Icon
              icon={Search}
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-subtle"
            />
            <input
              id="not-found-search"
              type="search"
              name={SEARCH_QUERY_PARAM}
              required
              placeholder={notFound.searchPlaceholder}
              className="h-12 w-full rounded-lg border border-line-strong bg-surface pr-3 pl-11 text-base text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
          </div>
          <button type="submit" className={buttonVariants({ size: "lg", className: "h-12" })}>
            {notFound.searchButton}
          </button>
        </form>
        <ButtonLink href={pathInLocale(locale, "/")} variant="ghost" className="mt-6">
          <Icon icon={ArrowLeft} aria-hidden="true" />
          {notFound.home}
        </ButtonLink>
        {/* The heading, the search and the way home are the first screen: the first paint waits
            for their end. (Centred below it, the way home moved sideways when its words arrived
            after its icon had been painted.) */}
        <FirstScreenEnd />
      </section>
      <nav
        aria-labelledby="popular-heading"
        className="mx-auto max-w-3xl px-4 pb-24 sm:px-6 lg:px-8"
      >
        <h2
          id="popular-heading"
          className="text-center text-sm font-semibold tracking-wide text-ink-muted uppercase"
        >
          {notFound.popularHeading}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {navigation.popular.filter(configured).map((item) => (
            <li key={item.label}>
              <MenuLink
                item={item}
                locale={locale}
                className="group block h-full rounded-xl border border-line bg-surface p-4 shadow-card transition-shadow hover:shadow-lift"
              />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
