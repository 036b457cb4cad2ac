import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { envUrl, optionalUrl } from "@/content/env";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import pressFile from "@/content/pages/press.yaml";
import { BUILT_MEDIA } from "@/lib/brand/media-kit";

const mediaKitItem = z.object({
  /** Names the entry's environment override (`mediaKitUrlEnv`); unique. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, "write lower-case letters, digits and hyphens, such as brand-kit"),
  name: z.string(),
  description: z.string(),
  type: z.enum(["ZIP", "PDF"]),
  /**
   * The size of the file at `url`, shown beside that link only: a file the build makes shows
   * its measured size, and one sent by e-mail shows none.
   */
  size: z
    .string()
    .regex(/^\d+(\.\d)? [KM]B$/, "write the size as 2.4 MB or 640 KB")
    .optional(),
  fileName: z
    .string()
    .regex(/\.(zip|pdf)$/, "write a file name ending in .zip or .pdf, such as brand-kit.zip"),
  icon: iconName,
  /** A shared-file link the deployment configures; it wins over a built file. */
  url: optionalUrl,
  /**
   * The file the build makes when no URL is configured; with neither, the press team sends it.
   * `none` is what the editor's select writes for an entry the build does not make.
   */
  builtIn: z
    .enum([...BUILT_MEDIA, "none"])
    .optional()
    .transform((value) => (value === "none" ? undefined : value)),
});
export type MediaKitItem = z.infer<typeof mediaKitItem>;

export const pressSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  heroAction: z.string(),
  facts: z.object({
    title: z.string(),
    items: z.array(z.object({ label: z.string(), value: z.string(), icon: iconName })).min(1),
    boilerplateTitle: z.string(),
    boilerplate: z.string(),
  }),
  /** Until there is a release, one line: that there is none yet, and the media list. */
  releases: z.object({
    title: z.string(),
    text: z.string(),
    action: z.string(),
    subject: z.string(),
  }),
  mediaKit: z.object({
    title: z.string(),
    description: z.string(),
    download: z.string(),
    /** The brand sheet's action and what it is, when the build's page stands in for a file. */
    openSheet: z.string(),
    sheetKind: z.string(),
    /** The action on a file without a shared link: an e-mail to the press team asking for it. */
    requestFile: z.string(),
    requestFileSubject: z.string(),
    requestText: z.string(),
    requestAction: z.string(),
    requestSubject: z.string(),
    items: z
      .array(mediaKitItem)
      .min(1)
      .refine(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        "every media-kit entry needs its own id",
      ),
  }),
  milestones: z.object({
    title: z.string(),
    items: z.array(z.object({ date: z.string(), title: z.string(), text: z.string() })).min(1),
  }),
  contacts: z.object({
    title: z.string(),
    description: z.string(),
    items: z
      .array(z.object({ label: z.string(), text: z.string(), email: z.email(), icon: iconName }))
      .min(1),
    addressLabel: z.string(),
  }),
});

/** A deployment's shared-file link for an entry wins over the file's `url`. */
export const mediaKitUrlEnv: Record<string, string> = {
  logos: "NEXT_PUBLIC_MEDIA_KIT_LOGOS_URL",
  screenshots: "NEXT_PUBLIC_MEDIA_KIT_SCREENSHOTS_URL",
  headshots: "NEXT_PUBLIC_MEDIA_KIT_HEADSHOTS_URL",
  "brand-guidelines": "NEXT_PUBLIC_MEDIA_KIT_BRAND_GUIDELINES_URL",
};

const source = "content/pages/press.yaml";
/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const pressContentIn = defineLocalizedContent(
  source,
  pressSchema.transform((press) => ({
    ...press,
    mediaKit: {
      ...press.mediaKit,
      items: press.mediaKit.items.map((item) => {
        const name = mediaKitUrlEnv[item.id];
        const override = name && envUrl(name);
        return { ...item, url: override ?? item.url };
      }),
    },
  })),
  pressFile,
);

export const pressContent = pressContentIn("en");
