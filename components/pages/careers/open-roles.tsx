import Link from "next/link";
import { Card } from "@/components/blocks/parts/card";
import { PageSection } from "@/components/blocks/parts/page-section";
import { ApplyButton } from "@/components/pages/careers/apply-button";
import { RoleFacts } from "@/components/pages/careers/role-facts";
import { Icon } from "@/components/ui/icon";
import { getCareersContent } from "@/content/pages/careers";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { openRoles, rolePath } from "@/content/roles";
import { ArrowRight } from "@/lib/brand/icons";

/**
 * The roles open on the build date, each linking to its page and to an e-mail to apply. The
 * roles are advertised in English only: on a page in another language each is marked as English
 * (`lang`, `hreflang`) and a line above them says so.
 */
export function OpenRoles({ locale }: { locale: Locale }) {
  const { roles } = getCareersContent(locale);
  const translated = locale !== defaultLocale;
  const labels = interfaceLabelsIn(locale).pages;
  return (
    <PageSection
      id="open-positions"
      tone="muted"
      title={roles.title}
      description={roles.description}
      className="max-w-5xl"
    >
      {translated && (
        <p data-roles-in-english className="-mt-4 mb-8 text-center text-sm text-ink-muted">
          {labels.rolesInEnglish}
        </p>
      )}
      <ul className="space-y-6">
        {openRoles().map(({ slug, frontmatter: role }) => (
          <li key={slug}>
            <Card className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
              <article
                aria-labelledby={`role-${slug}`}
                className="min-w-0"
                lang={translated ? "en" : undefined}
              >
                <h3 id={`role-${slug}`} className="text-xl font-semibold tracking-tight text-ink">
                  <Link
                    href={rolePath(slug)}
                    hrefLang={translated ? "en" : undefined}
                    className="rounded-sm hover:text-brand-700 hover:underline hover:underline-offset-4"
                  >
                    {role.title}
                  </Link>
                </h3>
                <RoleFacts role={role} locale={locale} className="mt-3 gap-x-5" />
                <p className="mt-4 leading-7 text-ink-muted">{role.summary}</p>
                <Link
                  href={rolePath(slug)}
                  hrefLang={translated ? "en" : undefined}
                  lang={translated ? locale : undefined}
                  className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline hover:underline-offset-4"
                >
                  {/* One box, so the name reads "Read the full role: <title>", no space. */}
                  <span>
                    {roles.page.details}
                    <span className="sr-only">: {role.title}</span>
                  </span>
                  <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
                </Link>
              </article>
              <ApplyButton title={role.title} locale={locale} className="self-start" />
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
