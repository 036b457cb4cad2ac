import { Icon } from "@/components/ui/icon";
import { Check, ChevronDown, Globe } from "@/lib/brand/icons";
import { languageNames, localePath, type Locale } from "@/lib/i18n/locales";
import { LANGUAGE_LINKS_SCRIPT, LANGUAGE_MENU_ATTRIBUTE } from "@/scripts/language-links.mjs";

/**
 * Points the links of the page's language menus at this page's translations
 * (scripts/language-links.mjs): once per page, at the end of the body.
 */
export function LanguageLinks() {
  return <script dangerouslySetInnerHTML={{ __html: LANGUAGE_LINKS_SCRIPT }} />;
}

const menuMark = { [LANGUAGE_MENU_ATTRIBUTE]: "" };

type LanguageMenuProps = {
  /** The page's language. */
  locale: Locale;
  /** The languages whose home the site has: the others have no page to offer. */
  languages: readonly Locale[];
};

/** One link per language, in that language's own name, to its home until the script points it. */
function LanguageItems({
  locale,
  languages,
  className,
}: LanguageMenuProps & { className: string }) {
  return languages.map((language) => (
    <li key={language}>
      <a
        href={localePath(language, "/")}
        hrefLang={language}
        lang={language}
        aria-current={language === locale ? "true" : undefined}
        className={className}
      >
        {languageNames[language].name}
        {language === locale ? <Icon icon={Check} className="size-4 text-brand-700" /> : null}
      </a>
    </li>
  ));
}

/**
 * The header's language switcher: a native disclosure of plain links, which opens by keyboard
 * and without JavaScript; the page's `LanguageLinks` script points each at this page in that
 * language where it exists (docs/languages.md).
 */
export function LanguageMenu({ locale, languages }: LanguageMenuProps) {
  const label = languageNames[locale].switcher;
  return (
    <details className="group relative print:hidden" {...menuMark}>
      <summary
        aria-label={`${label}: ${languageNames[locale].name}`}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink [&::-webkit-details-marker]:hidden"
      >
        <Icon icon={Globe} className="size-4" />
        {/* A fixed width, wider than any code in either font: the swap from the fallback font
            to Inter would otherwise move the header's icons by a fraction of a pixel (a layout
            shift the consent gates measure). */}
        <span aria-hidden="true" className="inline-block w-5 text-center">
          {locale.toUpperCase()}
        </span>
        <Icon icon={ChevronDown} className="size-3.5 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        aria-label={label}
        className="absolute right-0 z-50 mt-2 w-44 rounded-lg border border-line bg-surface p-1 shadow-lift"
      >
        <LanguageItems
          locale={locale}
          languages={languages}
          className="flex items-center justify-between rounded-md px-3 py-2 text-sm text-ink hover:bg-surface-sunken aria-[current]:font-semibold"
        />
      </ul>
    </details>
  );
}

/** The same choice in the mobile menu: the languages as a list under the switcher's name. */
export function LanguageList({ locale, languages }: LanguageMenuProps) {
  const label = languageNames[locale].switcher;
  return (
    <div className="mt-4 border-t border-line pt-4" {...menuMark}>
      <p className="px-3 text-sm font-medium text-ink-muted">{label}</p>
      <ul aria-label={label} className="mt-1 grid grid-cols-2 gap-1">
        <LanguageItems
          locale={locale}
          languages={languages}
          className="flex items-center justify-between rounded-md px-3 py-3 text-base text-ink hover:bg-surface-sunken aria-[current]:font-semibold"
        />
      </ul>
    </div>
  );
}
