import { z } from "zod";
import { defineContent } from "@/content/define";
import legalFile from "@/content/pages/legal.yaml";
import { isoDate, pageMeta } from "@/content/pages/schemas";
import { siteTokens } from "@/content/tokens";
import { longFormConfig, toSections } from "@/lib/content/long-form";
import { parseMarkdown } from "@/lib/content/markdown";

/** The frontmatter of a legal document (content/legal/*.md); its body is Markdown. */
export const legalFrontmatterSchema = z.object({
  title: z.string(),
  meta: pageMeta,
  eyebrow: z.string(),
  summary: z.string(),
  lastUpdated: isoDate,
  /** Shown in the contact block (`{% contact /%}`), e.g. `{{email.legal}}`. */
  contactEmail: z.email(),
});

/** The labels around every legal document. */
export const legalPageSchema = z.object({
  lastUpdatedLabel: z.string(),
  tocLabel: z.string(),
});

export const legalPageContent = defineContent(
  "content/pages/legal.yaml",
  legalPageSchema,
  legalFile,
);

export type LegalDocument = z.output<typeof legalFrontmatterSchema> & ReturnType<typeof toSections>;

/** Reads a legal document: frontmatter checked, tokens resolved, body in numbered sections. */
export function loadLegalDocument(source: string, raw: string): LegalDocument {
  const { frontmatter, body } = parseMarkdown(
    source,
    raw,
    legalFrontmatterSchema,
    longFormConfig,
    siteTokens,
  );
  const config = { ...longFormConfig, variables: { contactEmail: frontmatter.contactEmail } };
  return { ...frontmatter, ...toSections(source, body, config) };
}
