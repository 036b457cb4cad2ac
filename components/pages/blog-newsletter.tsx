import { NewsletterForm } from "@/components/forms/newsletter-form";
import { NewsletterBox, newsletterFormProps } from "@/components/blocks/parts/newsletter-box";
import { pageLocale } from "@/components/i18n/page-locale";

/** The blog's newsletter sign-up (`#newsletter`), under every listing. */
export async function BlogNewsletter({ path }: { path: `/${string}` }) {
  const locale = await pageLocale();
  return (
    <NewsletterBox locale={locale}>
      <NewsletterForm {...newsletterFormProps(path, locale)} />
    </NewsletterBox>
  );
}
