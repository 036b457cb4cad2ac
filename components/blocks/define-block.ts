import type { Thing, WithContext } from "schema-dts";
import type { z } from "zod";
import type { DatedEntry } from "@/lib/dates/dated";
import type { ContentLocale } from "@/lib/content/content-locales";

/** What a block knows of where it stands on its page. */
export type BlockPlace = {
  /** The page's address: `/`, `/webinar`. A lead sent from a form carries it. */
  path: `/${string}`;
  /** The block's id on the page: its anchor when it has one, else `block-<position>`. */
  id: string;
  /** The page's first block: a Hero or Page header there titles the page (its one h1). */
  first: boolean;
  /** The page shows the chat assistant, so a "Live chat" button can open it. */
  chat: boolean;
  /** The page's language: the block reads its words and formats its numbers and dates in it. */
  locale: ContentLocale;
};

/**
 * One kind of block: its name in the editor, the settings a page gives it (checked by zod when
 * the page is read, so a bad setting fails the build naming the file and field), and what it
 * adds to the page's structured data. Its component sits beside it (`component.tsx`);
 * components/blocks/render-blocks.tsx maps a page's blocks to them.
 */
export type BlockDefinition<
  Type extends string = string,
  Settings extends z.ZodType = z.ZodType,
> = {
  type: Type;
  label: string;
  /** One line for the editor's list of blocks and docs/marketers.md. */
  description: string;
  settings: Settings;
  /**
   * A landing section keeps the landing page's anchors (#pricing, #faq) and element ids, so a
   * page holds it once.
   */
  once?: boolean;
  /** Titles the page when it comes first (Hero, Page header); a page starts with one. */
  titlesPage?: boolean;
  /**
   * Settings written in Markdoc, which the block's schema reads itself: their `{{tokens}}` are
   * resolved in the parsed nodes, never in the raw text (content/block-pages.ts).
   */
  markdoc?: readonly string[];
  /**
   * The dated promises in its settings (an event's day), with the field, relative to the block:
   * judged on the build date (lib/dates/dated.ts, content/content-health.ts).
   */
  dated?: (settings: z.output<Settings>) => Omit<DatedEntry, "source">[];
  /** Structured data the block adds to its page (FAQPage for questions, offers for prices). */
  jsonLd?: (settings: z.output<Settings>, place: BlockPlace) => WithContext<Thing> | undefined;
};

export function defineBlock<Type extends string, Settings extends z.ZodType>(
  definition: BlockDefinition<Type, Settings>,
): BlockDefinition<Type, Settings> {
  return definition;
}

/** A block's settings as its component receives them. */
type SettingsOf<Definition> =
  Definition extends BlockDefinition<string, infer Settings> ? z.output<Settings> : never;

/** What the renderer hands every block component. */
export type BlockProps<Definition> = { settings: SettingsOf<Definition>; place: BlockPlace };
