import { fields } from "@keystatic/core";
import { iconNames, type IconName } from "@/content/icons";
import { BUILT_MEDIA } from "@/lib/media-kit";

/** A one-line text; `min`/`max` mirror the zod schema's lengths. */
export function text(label: string, length?: { min?: number; max?: number }) {
  return fields.text({ label, validation: length ? { length } : undefined });
}

/** A paragraph. */
export function longText(label: string, length?: { min?: number; max?: number }) {
  return fields.text({ label, multiline: true, validation: length ? { length } : undefined });
}

/** A text that must name `slot` (`{count}`, `{to}`...), which an island fills at run time. */
export function slotText(label: string, slot: string) {
  return fields.text({
    label,
    description: `Keep ${slot}: it is replaced when the page runs.`,
    validation: { pattern: { regex: new RegExp(slot.replace(/[{}]/g, "\\$&")), message: slot } },
  });
}

/** An icon of lib/icons.ts by its name. */
export function icon(label: string, defaultValue: IconName) {
  return fields.select({
    label,
    options: iconNames.map((name) => ({ label: name, value: name })),
    defaultValue,
  });
}

/** A list of one-line texts. */
export function textList(label: string, itemLabel: string, min?: number) {
  return fields.array(text(itemLabel), {
    label,
    itemLabel: (props) => props.value,
    validation: min ? { length: { min } } : undefined,
  });
}

/** A path inside the site, as `sitePath` (content/pages/schemas.ts) accepts it. */
export function sitePath(label: string) {
  return fields.text({
    label,
    validation: {
      pattern: { regex: /^\/[a-z0-9-]*(#[a-z0-9-]+)?$/, message: "a site path such as /blog" },
    },
  });
}

/** `pageMeta` (content/pages/schemas.ts): the page's search title and description. */
export const pageMeta = fields.object(
  {
    title: text("Search title", { min: 2, max: 60 }),
    description: longText("Search description", { min: 70, max: 170 }),
  },
  { label: "Search result" },
);

/** `pageHero` (content/pages/schemas.ts). */
export const pageHero = fields.object(
  {
    eyebrow: text("Eyebrow", { min: 1 }),
    title: text("Title", { min: 1 }),
    description: longText("Description", { min: 1 }),
  },
  { label: "Hero" },
);

/** What the build can make for a media-kit entry; "none" for an entry it does not make. */
export const builtMedia = fields.select({
  label: "Made by the build",
  options: [
    { label: "None", value: "none" },
    ...BUILT_MEDIA.map((value) => ({ label: value, value })),
  ],
  defaultValue: "none",
});
