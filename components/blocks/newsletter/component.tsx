import type { BlockProps } from "@/components/blocks/define-block";
import { NewsletterForm } from "@/components/blocks/islands";
import type { newsletterBlock } from "@/components/blocks/newsletter/config";
import { NewsletterBox, newsletterFormProps } from "@/components/blocks/parts/newsletter-box";
import { pageLocale } from "@/components/i18n/page-locale";

export async function NewsletterBlock({ settings, place }: BlockProps<typeof newsletterBlock>) {
  const locale = await pageLocale();
  return (
    <div className="pt-16 sm:pt-20">
      <NewsletterBox id={place.id} title={settings.heading} text={settings.text}>
        <NewsletterForm {...newsletterFormProps(place.path, locale)} />
      </NewsletterBox>
    </div>
  );
}
