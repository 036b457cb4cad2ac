import Markdoc, { type RenderableTreeNode } from "@markdoc/markdoc";
import * as React from "react";
import type { ComponentType } from "react";
import { DocumentLink } from "@/components/content/document-link";
import { TermList } from "@/components/content/term-list";

/** Renders a Markdown document's body as read by lib/content (Markdoc's React renderer). */
export function MarkdocContent({
  content,
  components,
}: {
  content: RenderableTreeNode | RenderableTreeNode[];
  /** Components for the document's own tags, e.g. `Contact`. */
  components?: Record<string, ComponentType<never>>;
}) {
  return Markdoc.renderers.react(content, React, {
    components: { DocumentLink, TermList, ...components },
  });
}
