import { logoPackBytes } from "@/app/media-kit/logo-pack";
import { MediaKitCard, type MediaKitAction } from "@/components/pages/media-kit-card";
import { PageSection } from "@/components/blocks/parts/page-section";
import { pressContentIn, type MediaKitItem } from "@/content/pages/press";
import { siteConfig } from "@/content/site";
import { mailto } from "@/lib/leads/mailto";
import { BRAND_SHEET_PATH, formatFileSize, LOGO_PACK_PATH } from "@/lib/brand/media-kit";
import type { Locale } from "@/lib/i18n/locales";
import { pathInLocale } from "@/content/translations";

/** A configured URL wins; then a file the build makes; otherwise the press team sends it. */
async function mediaKitAction(item: MediaKitItem, locale: Locale): Promise<MediaKitAction> {
  const { mediaKit } = pressContentIn(locale);
  if (item.url) return { kind: "shared", label: mediaKit.download };
  if (item.builtIn === "logo-pack") {
    const size = formatFileSize((await logoPackBytes()).byteLength, locale);
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
      href: pathInLocale(locale, BRAND_SHEET_PATH),
      label: mediaKit.openSheet,
      meta: mediaKit.sheetKind,
    };
  }
  return {
    kind: "request",
    label: mediaKit.requestFile,
    href: mailto(siteConfig.email.press, {
      subject: `${mediaKit.requestFileSubject}: ${item.name}`,
    }),
  };
}

/** The media kit's files, each a download, a page or an e-mail asking for it. */
export async function MediaKit({ locale }: { locale: Locale }) {
  const { mediaKit } = pressContentIn(locale);
  const entries = await Promise.all(
    mediaKit.items.map(async (item) => ({ item, action: await mediaKitAction(item, locale) })),
  );
  return (
    <PageSection id="media-kit" title={mediaKit.title} description={mediaKit.description}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {entries.map(({ item, action }) => (
          <li key={item.name}>
            <MediaKitCard item={item} action={action} locale={locale} />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-ink-muted">
        {mediaKit.requestText}{" "}
        <a
          href={mailto(siteConfig.email.press, { subject: mediaKit.requestSubject })}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {mediaKit.requestAction}
        </a>
      </p>
    </PageSection>
  );
}
