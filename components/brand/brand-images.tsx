import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import type { SiteConfig } from "@/content/site";
import { APPLE_TOUCH_ICON, FAVICON, SOCIAL_IMAGE } from "@/lib/seo/metadata";

/** The favicon is the one drawing of the brand mark; the generated PNGs embed it. */
async function brandMarkDataUri(): Promise<string> {
  const svg = await readFile(join(process.cwd(), "public", FAVICON.url));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

const PLAN_ACCENTS = ["#10b981", "#3b82f6", "#f59e0b", "#f43f5e"];

/** The brand's deep-violet canvas that the site card and every post card are drawn on. */
const cardFrame = {
  width: "100%",
  height: "100%",
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  padding: "72px 80px",
  color: "#ffffff",
  backgroundColor: "#210d5f",
  backgroundImage:
    "radial-gradient(circle at 85% 10%, rgba(145,115,255,0.55), rgba(145,115,255,0) 55%), linear-gradient(135deg, #210d5f 0%, #381a8d 55%, #5f2ef0 100%)",
} as const;

/**
 * The Open Graph / X card, rendered to PNG at build time with the font bundled in next/og,
 * so the build needs no network.
 */
export async function renderSocialCard(
  site: Pick<SiteConfig, "name" | "tagline" | "description" | "origin">,
): Promise<ImageResponse> {
  const mark = await brandMarkDataUri();
  return new ImageResponse(
    <div style={cardFrame}>
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a browser */}
        <img src={mark} width={80} height={80} alt="" />
        <div style={{ fontSize: 48, letterSpacing: -1 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 28 }}>
        <div style={{ fontSize: 84, lineHeight: 1.05, letterSpacing: -3, maxWidth: 980 }}>
          {site.tagline}
        </div>
        <div style={{ fontSize: 28, lineHeight: 1.45, color: "#d5cdff", maxWidth: 1000 }}>
          {site.description}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ fontSize: 28, color: "#b6a6ff" }}>{new URL(site.origin).host}</div>
        <div style={{ display: "flex", gap: 12 }}>
          {PLAN_ACCENTS.map((color) => (
            <div
              key={color}
              style={{ width: 56, height: 10, borderRadius: 5, backgroundColor: color }}
            />
          ))}
        </div>
      </div>
    </div>,
    { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height },
  );
}

/** iOS rounds the corners itself, so the home-screen icon is a full square in the brand colour. */
export async function renderAppleTouchIcon(): Promise<ImageResponse> {
  const mark = await brandMarkDataUri();
  const { size } = APPLE_TOUCH_ICON;
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", backgroundColor: "#5f2ef0" }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a browser */}
      <img src={mark} width={size} height={size} alt="" />
    </div>,
    { width: size, height: size },
  );
}

/**
 * A page's share card: its title large on the brand background, under the brand, with an
 * optional tag beside the brand and byline at the foot, and the page's address.
 */
export async function renderTitleCard(
  card: { title: string; tag?: string; byline?: string; footer: string },
  site: Pick<SiteConfig, "name">,
): Promise<ImageResponse> {
  const mark = await brandMarkDataUri();
  const titleSize = card.title.length > 70 ? 60 : 72;
  return new ImageResponse(
    <div style={cardFrame}>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a browser */}
          <img src={mark} width={64} height={64} alt="" />
          <div style={{ fontSize: 40, letterSpacing: -1 }}>{site.name}</div>
        </div>
        {card.tag && (
          <div
            style={{
              display: "flex",
              fontSize: 26,
              padding: "8px 22px",
              borderRadius: 999,
              border: "2px solid rgba(213,205,255,0.5)",
              color: "#d5cdff",
            }}
          >
            {card.tag}
          </div>
        )}
      </div>
      <div
        style={{
          display: "flex",
          fontSize: titleSize,
          lineHeight: 1.1,
          letterSpacing: -2,
          maxWidth: 1040,
        }}
      >
        {card.title}
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ fontSize: 28, color: "#d5cdff" }}>{card.byline ?? ""}</div>
        <div style={{ fontSize: 28, color: "#b6a6ff" }}>{card.footer}</div>
      </div>
    </div>,
    { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height },
  );
}

/** A post's share card: its title, with its category and author; `blog` is the blog's path. */
export function renderPostCard(
  post: { title: string; category: string; author: string },
  site: Pick<SiteConfig, "name" | "origin">,
  blog = "/blog",
): Promise<ImageResponse> {
  return renderTitleCard(
    {
      title: post.title,
      tag: post.category,
      byline: post.author,
      footer: `${new URL(site.origin).host}${blog}`,
    },
    site,
  );
}
