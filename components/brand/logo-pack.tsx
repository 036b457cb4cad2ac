import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { ImageResponse } from "next/og";
import { parse } from "opentype.js";
import type { z } from "zod";
import type { brandSchema } from "@/content/pages/brand";
import type { SiteConfig } from "@/content/site";
import { BRAND_MARK, brandMarkElements } from "@/lib/brand/brand-mark";
import { themeColours } from "@/lib/brand/brand-palette";
import {
  BRAND_SHEET_PATH,
  filesByKind,
  logoPackFiles,
  type LogoPackFile,
} from "@/lib/brand/media-kit";
import { svgMarkup, type SvgElement } from "@/lib/brand/svg-drawing";
import { outlineText } from "@/lib/brand/wordmark";

/**
 * The static Inter Bold (WOFF) of @fontsource/inter: the site's own font is a variable WOFF2,
 * which the small font parsers cannot instance at a weight.
 */
const WORDMARK_FONT = "node_modules/@fontsource/inter/files/inter-latin-700-normal.woff";
/** As the header sets the name: 18 px bold beside the 32 px mark, 10 px apart, tracking -0.025em. */
const WORDMARK = { size: 18, gap: 10, letterSpacing: -0.025 };
/** PNGs: the mark at 512 px, the logos 256 px tall. */
const PNG_SCALE = { mark: 16, logo: 8 };

/** What the pack is made from: the site's identity and the brand sheet's copy. */
export type LogoPackSource = {
  site: Pick<SiteConfig, "name" | "origin" | "foundedYear" | "email">;
  brand: Pick<z.infer<typeof brandSchema>, "logo" | "colours" | "clearSpace">;
};

async function wordmark(name: string) {
  const buffer = await readFile(join(process.cwd(), WORDMARK_FONT));
  const font = parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
  return outlineText(font, name, WORDMARK);
}

/** A drawing of the brand: as data for a page to draw, as an SVG file's text, and its size. */
export type Drawing = { element: SvgElement; svg: string; width: number; height: number };

function svgDocument(name: string, width: number, height: number, body: SvgElement[]): Drawing {
  const element: SvgElement = {
    tag: "svg",
    attributes: {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
    },
    children: [{ tag: "title", children: [name] }, ...body],
  };
  return { element, svg: `${svgMarkup(element)}\n`, width, height };
}

/**
 * The mark, and the mark with the outlined `name` in `colour`. The name is a value of the
 * content (or the environment): it is the files' <title> as escaped text, never markup.
 */
export async function brandDrawings(
  name: string,
): Promise<Record<"mark" | "logo-on-light" | "logo-on-dark", Drawing>> {
  const { ink, surface } = themeColours(["ink", "surface"]);
  const text = await wordmark(name);
  const size = BRAND_MARK.size;
  const width = Math.ceil(size + WORDMARK.gap + text.width);
  const baseline = Math.round((size / 2 + text.capHeight / 2) * 100) / 100;
  const logo = (colour: string): Drawing =>
    svgDocument(name, width, size, [
      ...brandMarkElements(),
      {
        tag: "path",
        attributes: {
          transform: `translate(${size + WORDMARK.gap} ${baseline})`,
          fill: colour,
          d: text.d,
        },
      },
    ]);
  return {
    mark: svgDocument(name, size, size, brandMarkElements()),
    "logo-on-light": logo(ink as string),
    "logo-on-dark": logo(surface as string),
  };
}

/** Draws an SVG to a transparent PNG with the renderer next/og bundles (no network, no binary). */
async function toPng({ svg, width, height }: Drawing, scale: number): Promise<Uint8Array> {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  const size = { width: width * scale, height: height * scale };
  const response = new ImageResponse(
    // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a browser
    <img src={src} width={size.width} height={size.height} alt="" />,
    size,
  );
  return new Uint8Array(await response.arrayBuffer());
}

function readme(files: LogoPackFile[], { site, brand }: LogoPackSource): string {
  const { logo, colours, clearSpace } = brand;
  const swatches = themeColours(colours.swatches.map((swatch) => swatch.token));
  return [
    `${site.name} logo pack`,
    "",
    ...filesByKind(files).map(({ kind, names }) => `${names.join(", ")}\n  ${logo.files[kind]}`),
    "",
    `${colours.title}:`,
    ...colours.swatches.map(
      (swatch) => `  ${swatch.name} ${swatches[swatch.token]} - ${swatch.use}`,
    ),
    "",
    `${clearSpace.title}: ${clearSpace.text} ${clearSpace.minimumSize}`,
    "",
    `The full brand sheet: ${site.origin}${BRAND_SHEET_PATH}`,
    `Questions: ${site.email.press}`,
    "",
  ].join("\r\n");
}

/** The logo pack as zip bytes: the same bytes on every build of the same brand. */
export async function buildLogoPack(source: LogoPackSource): Promise<Uint8Array> {
  const drawings = await brandDrawings(source.site.name);
  const files = logoPackFiles(source.site.name);
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    if (file.kind === "readme") {
      entries[file.name] = strToU8(readme(files, source));
    } else if (file.format === "SVG") {
      entries[file.name] = strToU8(drawings[file.kind].svg);
    } else {
      const scale = file.kind === "mark" ? PNG_SCALE.mark : PNG_SCALE.logo;
      entries[file.name] = await toPng(drawings[file.kind], scale);
    }
  }
  // A fixed date (local time, as zip stores it), so a rebuild makes an identical file.
  return zipSync(entries, { level: 9, mtime: new Date(source.site.foundedYear, 0, 1) });
}
