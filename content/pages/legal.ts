import { z } from "zod";
import type { ContentLocale } from "@/lib/content/content-locales";
import { defineLocalizedContent } from "@/content/define-content";
import legalFile from "@/content/pages/legal.yaml";
import { iconName } from "@/content/icons";
import { isoDate, pageMeta } from "@/content/pages/schemas";
import type { toSections } from "@/lib/content/long-form";

/** The frontmatter of a legal document (content/legal/*.md); its body is Markdown. */
export const legalFrontmatterSchema = z.object({
  title: z.string(),
  meta: pageMeta,
  eyebrow: z.string(),
  summary: z.string(),
  lastUpdated: isoDate,
  /** Shown in the contact block (`{% contact /%}`), e.g. `{{email.legal}}`. */
  contactEmail: z.email(),
  /** Beside the title in the page's header. */
  icon: iconName.default("FileText"),
  /** A draft shows in `next dev` only, at its address, and is left out of the export. */
  draft: z.boolean().optional(),
});

/** The labels around every legal document. */
export const legalPageSchema = z.object({
  lastUpdatedLabel: z.string(),
  tocLabel: z.string(),
  /** Atop a translated legal document: the English version is the one that binds. */
  translationNotice: z.string().min(1),
  /** The link to the English version under that notice. */
  englishVersion: z.string().min(1),
});

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const legalPageContentIn = defineLocalizedContent(
  "content/pages/legal.yaml",
  legalPageSchema,
  legalFile,
);

export const legalPageContent = legalPageContentIn("en");

export type LegalDocument = z.output<typeof legalFrontmatterSchema> &
  ReturnType<typeof toSections> & {
    slug: string;
    /** The file, `content/legal/privacy-policy.md`, for messages. */
    source: string;
    /** The language it is written in. */
    locale: ContentLocale;
  };
