import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleHeader } from "@/components/pages/article-header";
import { LegalDocumentView } from "@/components/pages/legal-document-view";
import { interfaceLabels } from "@/content/interface-labels";
import { legalDocument } from "@/content/legal";

const label = interfaceLabels.draft;

describe("a draft's label in the preview", () => {
  it("heads a draft help article or role, and nothing else", () => {
    const header = (draft?: boolean) =>
      renderToStaticMarkup(
        <ArticleHeader label="Breadcrumb" trail={[]} current="A role" draft={draft}>
          <h1>A role</h1>
        </ArticleHeader>,
      );
    expect(header(true)).toContain(label);
    expect(header(false)).not.toContain(label);
    expect(header()).not.toContain(label);
  });

  it("heads a draft legal page, and not a published one", () => {
    const terms = legalDocument("terms-of-service");
    expect(
      renderToStaticMarkup(<LegalDocumentView document={{ ...terms, draft: true }} />),
    ).toContain(label);
    expect(renderToStaticMarkup(<LegalDocumentView document={terms} />)).not.toContain(label);
  });
});
