import { Icon } from "@/components/ui/icon";
import { LinkButtons } from "@/components/blocks/parts/link-buttons";
import { partnersContentIn } from "@/content/pages/partners";
import { siteConfig } from "@/content/site";
import { FileText, Send } from "@/lib/brand/icons";
import { mailto } from "@/lib/leads/mailto";
import type { Locale } from "@/lib/i18n/locales";

/** Apply, or ask for the partner kit: both an e-mail to the team, under the hero and at the end. */
export function PartnerActions({ locale }: { locale: Locale }) {
  const { apply, kit } = partnersContentIn(locale);
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <LinkButtons
        links={[
          {
            label: apply.label,
            href: mailto(siteConfig.email.support, { subject: apply.subject }),
            icon: <Icon icon={Send} aria-hidden="true" />,
          },
          {
            label: kit.label,
            href: mailto(siteConfig.email.support, { subject: kit.subject }),
            icon: <Icon icon={FileText} aria-hidden="true" />,
          },
        ]}
      />
    </div>
  );
}
