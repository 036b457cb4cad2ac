import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { getCareersContent } from "@/content/pages/careers";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/content/site";
import { fillTemplate } from "@/lib/text/fill-template";
import { Send } from "@/lib/brand/icons";
import { mailto } from "@/lib/leads/mailto";

/** An application is an e-mail to the team, its subject naming the role. */
export function applyHref(title: string, locale: Locale = defaultLocale): string {
  return mailto(siteConfig.email.support, {
    subject: fillTemplate(getCareersContent(locale).roles.applySubject, { role: title }),
  });
}

/** An application for no listed role: an e-mail with the resume box's subject. */
export function resumeHref(locale: Locale = defaultLocale): string {
  return mailto(siteConfig.email.support, { subject: getCareersContent(locale).resume.subject });
}

/**
 * Apply for one role; its name says which, where several roles are listed or it stands apart.
 * `locale` is the page's language (the role's own title stays as written, in English).
 */
export function ApplyButton({
  title,
  className,
  locale = defaultLocale,
}: {
  title: string;
  className?: string;
  locale?: Locale;
}) {
  const { applyLabel } = getCareersContent(locale).roles;
  return (
    <ButtonLink
      href={applyHref(title, locale)}
      aria-label={`${applyLabel}: ${title}`}
      className={className}
    >
      <Icon icon={Send} aria-hidden="true" />
      {applyLabel}
    </ButtonLink>
  );
}
