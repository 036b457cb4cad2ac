import { brandContent } from "@/content/pages/brand";
import { siteConfig } from "@/content/site";
import { buildLogoPack } from "@/components/brand/logo-pack";

let logoPack: Promise<Uint8Array> | undefined;

/** The media kit's logo pack, built once per build: the route serves it, /press states its size. */
export function logoPackBytes(): Promise<Uint8Array> {
  logoPack ??= buildLogoPack({ site: siteConfig, brand: brandContent });
  return logoPack;
}
