import type { Metadata } from "next";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ArrowRight, Clock, Mail, MapPin, MessageCircle } from "@/lib/icons";
import { contactSupportContent } from "@/content/pages/contact-support";
import { siteConfig } from "@/content/site";
import { buttonVariants } from "@/components/ui/button";
import { ContactForm } from "@/components/forms/contact-form";
import { ContactFormCard, contactFormProps } from "@/components/forms/contact-form-card";
import { Card } from "@/components/pages/card";
import { PageHero } from "@/components/pages/page-hero";
import { CHAT_OPEN_HREF } from "@/lib/chat-events";
import { cn } from "@/lib/cn";
import { mailto } from "@/lib/mailto";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/components/seo/metadata";

const { meta, hero, channels, hours, office, moreHelp } = contactSupportContent;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/contact-support" });

const { address, email } = siteConfig;

export default function ContactSupportPage() {
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/contact-support" />
      <PageHero icon="LifeBuoy" {...hero} />

      <section
        aria-label="Ways to reach us"
        className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-16 lg:px-8"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          <li>
            <Card className="flex h-full flex-col gap-5 sm:flex-row sm:items-start">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100 ring-inset">
                <Icon icon={MessageCircle} aria-hidden="true" className="size-6" />
              </span>
              <div className="flex-1">
                <h2 className="text-lg font-semibold text-ink">{channels.chat.title}</h2>
                <p className="mt-1 text-ink-muted">{channels.chat.text}</p>
                <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
                  {/* A full page load, so the widget on / finds the parameter and opens. */}
                  <a href={CHAT_OPEN_HREF} className={buttonVariants()}>
                    <Icon icon={MessageCircle} aria-hidden="true" />
                    {channels.chat.action}
                  </a>
                  <span className="text-sm text-ink-subtle">{channels.chat.note}</span>
                </div>
              </div>
            </Card>
          </li>
          <li>
            <Card className="flex h-full flex-col gap-5 sm:flex-row sm:items-start">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 ring-inset">
                <Icon icon={Mail} aria-hidden="true" className="size-6" />
              </span>
              <div className="flex-1">
                <h2 className="text-lg font-semibold text-ink">{channels.email.title}</h2>
                <p className="mt-1 text-ink-muted">{channels.email.text}</p>
                <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <a
                    href={mailto(email.support)}
                    // An address is one long word: it may break anywhere rather than push the
                    // card past a narrow screen (larger text spacing at 320 px, WCAG 1.4.12).
                    className={cn(
                      buttonVariants({ variant: "outline" }),
                      "h-auto min-h-10 max-w-full py-2 [overflow-wrap:anywhere] whitespace-normal",
                    )}
                  >
                    <Icon icon={Mail} aria-hidden="true" />
                    {email.support}
                  </a>
                  <span className="text-sm text-ink-subtle">{channels.email.note}</span>
                </div>
              </div>
            </Card>
          </li>
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[1fr_22rem] lg:px-8 lg:pb-24">
        <section aria-labelledby="contact-form-heading">
          <ContactFormCard headingId="contact-form-heading">
            <ContactForm {...contactFormProps("/contact-support")} />
          </ContactFormCard>
        </section>

        <aside className="space-y-6" aria-label="Support details">
          <Card className="sm:p-6">
            <h2 className="flex items-center gap-2 font-semibold text-ink">
              <Icon icon={Clock} aria-hidden="true" className="size-5 text-brand-600" />
              {hours.title}
            </h2>
            <dl className="mt-4 divide-y divide-line text-sm">
              {hours.rows.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 py-3">
                  <dt className="text-ink-muted">{row.days}</dt>
                  <dd className="font-semibold text-ink">{row.time}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-ink-subtle">{hours.note}</p>
          </Card>
          <Card className="sm:p-6">
            <h2 className="flex items-center gap-2 font-semibold text-ink">
              <Icon icon={MapPin} aria-hidden="true" className="size-5 text-brand-600" />
              {office.title}
            </h2>
            <address className="mt-4 text-sm leading-6 text-ink-muted not-italic">
              {siteConfig.name}
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city}
              <br />
              {address.country}
            </address>
          </Card>
          <Card className="bg-surface-muted sm:p-6">
            <h2 className="font-semibold text-ink">{moreHelp.title}</h2>
            <p className="mt-1 text-sm text-ink-muted">{moreHelp.text}</p>
            <Link
              href="/help-center"
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              {moreHelp.action}
              <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
            </Link>
          </Card>
        </aside>
      </div>
    </>
  );
}
