import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { Mail, Newspaper } from "@/lib/icons";
import { pressContent, type MediaKitItem } from "@/content/pages/press";
import { siteConfig } from "@/content/site";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/pages/card";
import { IconBadge } from "@/components/pages/icon-badge";
import { MediaKitCard, type MediaKitAction } from "@/components/pages/media-kit-card";
import { PageHero } from "@/components/pages/page-hero";
import { PageSection } from "@/components/pages/page-section";
import { StatGrid } from "@/components/pages/stat-grid";
import { accentAt } from "@/components/pages/tones";
import { logoPackBytes } from "@/app/media-kit/logo-pack";
import { mailto } from "@/lib/mailto";
import { BRAND_SHEET_PATH, formatFileSize, LOGO_PACK_PATH } from "@/lib/media-kit";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/components/seo/metadata";

const { meta, hero, heroAction, facts, releases, mediaKit, milestones, contacts } = pressContent;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/press" });

const { address, email } = siteConfig;

/** A configured URL wins; then a file the build makes; otherwise the press team sends it. */
async function mediaKitAction(item: MediaKitItem): Promise<MediaKitAction> {
  if (item.url) return { kind: "shared", label: mediaKit.download };
  if (item.builtIn === "logo-pack") {
    const size = formatFileSize((await logoPackBytes()).byteLength);
    return {
      kind: "download",
      href: LOGO_PACK_PATH,
      label: mediaKit.download,
      meta: `ZIP · ${size}`,
      fileName: item.fileName,
    };
  }
  if (item.builtIn === "brand-sheet") {
    return {
      kind: "page",
      href: BRAND_SHEET_PATH,
      label: mediaKit.openSheet,
      meta: mediaKit.sheetKind,
    };
  }
  return {
    kind: "request",
    label: mediaKit.requestFile,
    href: mailto(email.press, { subject: `${mediaKit.requestFileSubject}: ${item.name}` }),
  };
}

export default async function PressPage() {
  const mediaKitEntries = await Promise.all(
    mediaKit.items.map(async (item) => ({ item, action: await mediaKitAction(item) })),
  );
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/press" />
      <PageHero icon="Megaphone" {...hero}>
        <ButtonLink href={mailto(email.press)} size="lg">
          <Icon icon={Mail} aria-hidden="true" />
          {heroAction}
        </ButtonLink>
      </PageHero>

      <PageSection id="facts" title={facts.title}>
        <StatGrid stats={facts.items} label={facts.title} />
        <Card className="mt-6">
          <h3 className="text-lg font-semibold text-ink">{facts.boilerplateTitle}</h3>
          <p className="mt-3 max-w-[68ch] leading-7 text-ink-muted">{facts.boilerplate}</p>
        </Card>
      </PageSection>
      <PageSection id="press-releases" tone="muted" title={releases.title} className="max-w-4xl">
        <div className="rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-12 text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            <Icon icon={Newspaper} aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-5 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">
            {releases.badge}
          </p>
          <h3 className="mt-3 text-xl font-semibold text-ink">{releases.heading}</h3>
          <p className="mx-auto mt-2 max-w-lg text-pretty text-ink-muted">{releases.text}</p>
          <ButtonLink
            href={mailto(email.press, { subject: releases.subject })}
            variant="outline"
            className="mt-6"
          >
            {releases.action}
          </ButtonLink>
        </div>
      </PageSection>

      <PageSection id="media-kit" title={mediaKit.title} description={mediaKit.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {mediaKitEntries.map(({ item, action }, index) => (
            <li key={item.name}>
              <MediaKitCard item={item} tone={accentAt(index)} action={action} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-ink-muted">
          {mediaKit.requestText}{" "}
          <a
            href={mailto(email.press, { subject: mediaKit.requestSubject })}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {mediaKit.requestAction}
          </a>
        </p>
      </PageSection>

      <PageSection id="milestones" tone="muted" title={milestones.title} className="max-w-4xl">
        <ol className="relative space-y-8 border-l-2 border-brand-100 pl-8 sm:pl-10">
          {milestones.items.map((milestone) => (
            <li key={milestone.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-5 -left-[calc(2rem+7px)] size-3 rounded-full bg-brand-600 ring-4 ring-brand-100 sm:-left-[calc(2.5rem+7px)]"
              />
              <Card className="sm:p-6">
                <p className="text-sm font-semibold text-brand-700">{milestone.date}</p>
                <h3 className="mt-1 text-lg font-semibold text-ink">{milestone.title}</h3>
                <p className="mt-2 leading-7 text-ink-muted">{milestone.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="press-contacts" title={contacts.title} description={contacts.description}>
        <ul className="grid gap-6 md:grid-cols-3">
          {contacts.items.map((contact, index) => (
            <li key={contact.label}>
              <Card className="h-full sm:p-6">
                <IconBadge icon={contact.icon} tone={accentAt(index)} />
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
              <IconBadge icon="MapPin" tone="amber" />
              <h3 className="mt-5 font-semibold text-ink">{contacts.addressLabel}</h3>
              <address className="mt-1 text-sm leading-6 text-ink-muted not-italic">
                {siteConfig.name}
                <br />
                {address.street}
                <br />
                {address.postalCode} {address.city}, {address.country}
              </address>
            </Card>
          </li>
        </ul>
      </PageSection>
    </>
  );
}
