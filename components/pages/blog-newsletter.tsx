import { NewsletterForm } from "@/components/forms/newsletter-form";
import { NewsletterBox, newsletterFormProps } from "@/components/blocks/parts/newsletter-box";

/** The blog's newsletter sign-up (`#newsletter`), under every listing. */
export function BlogNewsletter({ path }: { path: `/${string}` }) {
  return (
    <NewsletterBox>
      <NewsletterForm {...newsletterFormProps(path)} />
    </NewsletterBox>
  );
}
