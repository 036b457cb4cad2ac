import type { BlockProps } from "@/components/blocks/define-block";
import { NewsletterForm } from "@/components/blocks/islands";
import type { newsletterBlock } from "@/components/blocks/newsletter/config";
import { NewsletterBox, newsletterFormProps } from "@/components/blocks/parts/newsletter-box";

export function NewsletterBlock({ settings, place }: BlockProps<typeof newsletterBlock>) {
  return (
    <div className="pt-16 sm:pt-20">
      <NewsletterBox
        id={place.id}
        title={settings.heading}
        text={settings.text}
        locale={place.locale}
      >
        <NewsletterForm {...newsletterFormProps(place.path, place.locale)} />
      </NewsletterBox>
    </div>
  );
}
