import { Card } from "@/components/blocks/parts/card";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import { PageSection } from "@/components/blocks/parts/page-section";
import { PostalAddress } from "@/components/pages/postal-address";
import { pressContentIn } from "@/content/pages/press";
import { mailto } from "@/lib/leads/mailto";
import type { Locale } from "@/lib/i18n/locales";

/** Who to write to for what, and where the company is. */
export function PressContacts({ locale }: { locale: Locale }) {
  const { contacts } = pressContentIn(locale);
  return (
    <PageSection id="press-contacts" title={contacts.title} description={contacts.description}>
      <ul className="grid gap-6 md:grid-cols-3">
        {contacts.items.map((contact) => (
          <li key={contact.label}>
            <Card className="h-full sm:p-6">
              <IconBadge icon={contact.icon} />
              <h3 className="mt-5 font-semibold text-ink">{contact.label}</h3>
              <p className="mt-1 text-sm text-ink-muted">{contact.text}</p>
              <a
                href={mailto(contact.email)}
                className="mt-4 inline-block font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
              >
                {contact.email}
              </a>
            </Card>
          </li>
        ))}
        <li>
          <Card className="h-full sm:p-6">
            <IconBadge icon="MapPin" />
            <h3 className="mt-5 font-semibold text-ink">{contacts.addressLabel}</h3>
            <PostalAddress locale={locale} className="mt-1 text-sm leading-6 text-ink-muted" />
          </Card>
        </li>
      </ul>
    </PageSection>
  );
}
