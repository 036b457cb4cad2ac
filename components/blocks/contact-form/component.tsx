import type { BlockProps } from "@/components/blocks/define-block";
import type { contactFormBlock } from "@/components/blocks/contact-form/config";
import { ContactForm } from "@/components/blocks/islands";
import { ContactFormCard, contactFormProps } from "@/components/forms/contact-form-card";

export function ContactFormBlock({ settings, place }: BlockProps<typeof contactFormBlock>) {
  return (
    <section
      id={place.id}
      aria-labelledby={`${place.id}-heading`}
      className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <ContactFormCard
        headingId={`${place.id}-heading`}
        title={settings.heading}
        description={settings.intro}
        locale={place.locale}
      >
        <ContactForm {...contactFormProps(place.path, place.locale)} />
      </ContactFormCard>
    </section>
  );
}
