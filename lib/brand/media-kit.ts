import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { slugify } from "@/lib/text/slug";

/** Where the built logo pack is served from (app/media-kit/logo-pack.zip/route.ts). */
export const LOGO_PACK_PATH = "/media-kit/logo-pack.zip";
/** The brand sheet page. */
export const BRAND_SHEET_PATH = "/brand";

/** The media-kit entries the build can make itself. */
export const BUILT_MEDIA = ["logo-pack", "brand-sheet"] as const;

export type LogoPackFile = {
  name: string;
  /** Which drawing, for the README and the brand sheet: `mark`, `logo-on-light`... */
  kind: "mark" | "logo-on-light" | "logo-on-dark" | "readme";
  format: "SVG" | "PNG" | "TXT";
};

/** The files in the logo pack, named after the brand. */
export function logoPackFiles(brandName: string): LogoPackFile[] {
  const slug = slugify(brandName);
  const drawings = ["mark", "logo-on-light", "logo-on-dark"] as const;
  return [
    ...drawings.flatMap((kind) =>
      (["SVG", "PNG"] as const).map((format) => ({
        name: `${slug}-${kind}.${format.toLowerCase()}`,
        kind,
        format,
      })),
    ),
    { name: "README.txt", kind: "readme", format: "TXT" },
  ];
}

/** The pack's files grouped by drawing (an SVG and its PNG), in the pack's order. */
export function filesByKind(
  files: LogoPackFile[],
): { kind: LogoPackFile["kind"]; names: string[] }[] {
  const groups: { kind: LogoPackFile["kind"]; names: string[] }[] = [];
  for (const file of files) {
    const group = groups.find((entry) => entry.kind === file.kind);
    if (group) group.names.push(file.name);
    else groups.push({ kind: file.kind, names: [file.name] });
  }
  return groups;
}

export function logoPackFileName(brandName: string): string {
  return `${slugify(brandName)}-logo-pack.zip`;
}

/**
 * "14.2 KB": a file size as a journalist's download button shows it, in the page's language as
 * its readers write it (Intl: "14,2 ko" in French, "14,2 kB" in Dutch and German).
 */
export function formatFileSize(bytes: number, locale: Locale = defaultLocale): string {
  if (locale === defaultLocale) {
    if (bytes < 1000) return `${bytes} B`;
    if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
    return `${(bytes / 1_000_000).toFixed(1)} MB`;
  }
  const [value, unit] =
    bytes < 1000
      ? [bytes, "byte"]
      : bytes < 1_000_000
        ? [bytes / 1000, "kilobyte"]
        : [bytes / 1_000_000, "megabyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(
    value,
  );
}
