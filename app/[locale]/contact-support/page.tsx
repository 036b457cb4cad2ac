import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { ContactForm } from "@/components/forms/contact-form";
import { ContactFormCard, contactFormProps } from "@/components/forms/contact-form-card";
import { SupportChannels } from "@/components/pages/contact-support/support-channels";
import { SupportDetails } from "@/components/pages/contact-support/support-details";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { pageLocale } from "@/components/i18n/page-locale";
import { contactSupportContentIn } from "@/content/pages/contact-support";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/contact-support");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() =>
    pageMetadata({ ...contactSupportContentIn(locale).meta, path: "/contact-support" }),
  );
}

export default async function ContactSupportPage() {
  const locale = await pageLocale();
  const { meta, hero } = contactSupportContentIn(locale);
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/contact-support" />
      <PageHero icon="LifeBuoy" {...hero} />
      <SupportChannels locale={locale} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8 lg:pb-24">
        <section aria-labelledby="contact-form-heading">
          <ContactFormCard headingId="contact-form-heading" locale={locale}>
            <ContactForm {...contactFormProps("/contact-support", locale)} />
          </ContactFormCard>
        </section>
        <SupportDetails locale={locale} />
      </div>
    </>
  );
}
