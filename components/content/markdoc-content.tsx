import Markdoc, { type RenderableTreeNode } from "@markdoc/markdoc";
import * as React from "react";
import type { ComponentProps, ComponentType } from "react";
import { DocumentLink } from "@/components/content/document-link";
import { TermList } from "@/components/content/term-list";
import { pathInLocale } from "@/content/translations";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

/**
 * Renders a Markdown document's body as read by lib/content (Markdoc's React renderer). In a
 * page of another language than English, a link to a page of the site goes to that page in the
 * same language where it is published (a translation keeps the English address it links to).
 */
export function MarkdocContent({
  content,
  components,
  locale = defaultLocale,
}: {
  content: RenderableTreeNode | RenderableTreeNode[];
  /** Components for the document's own tags, e.g. `Contact`. */
  components?: Record<string, ComponentType<never>>;
  /** The page's language. */
  locale?: Locale;
}) {
  const Link =
    locale === defaultLocale
      ? DocumentLink
      : function LocalizedLink(props: ComponentProps<typeof DocumentLink>) {
          return <DocumentLink {...props} href={pathInLocale(locale, props.href)} />;
        };
  return Markdoc.renderers.react(content, React, {
    components: { DocumentLink: Link, TermList, ...components },
  });
}
