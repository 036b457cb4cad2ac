import Link from "next/link";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { ContentIcon } from "@/components/sections/content-icon";
import { formsContent } from "@/content/forms";
import { blogContent } from "@/content/pages/blog";
import { siteConfig } from "@/content/site";
import { leadPage, siteFormTarget } from "@/components/forms/site-form-target";

const { newsletter } = blogContent;

/** The blog's newsletter sign-up (`#newsletter`), under every listing. */
export function BlogNewsletter({ path }: { path: `/${string}` }) {
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8"
    >
      <div className="relative isolate mx-auto grid max-w-5xl gap-8 overflow-hidden rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50 p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-12">
        <div>
          <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
            <ContentIcon name="Mail" className="size-5" />
          </span>
          <h2
            id="newsletter-heading"
            className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            {newsletter.title}
          </h2>
          <p className="mt-3 text-pretty text-ink-muted">{newsletter.text}</p>
        </div>
        <div>
          <NewsletterForm
            target={siteFormTarget("newsletter", siteConfig.email.support)}
            page={leadPage(path)}
            to={siteConfig.email.support}
            text={{ ...newsletter, ...formsContent }}
            messages={newsletter.messages}
          />
          <p className="mt-3 text-sm text-ink-subtle">
            {newsletter.privacyNote}{" "}
            <Link
              href="/privacy-policy"
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {newsletter.privacyLink}
            </Link>
            .
          </p>
        </div>
      </div>
    </section>
  );
}
