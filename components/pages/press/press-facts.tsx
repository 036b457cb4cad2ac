import { Card } from "@/components/blocks/parts/card";
import { PageSection } from "@/components/blocks/parts/page-section";
import { StatGrid } from "@/components/blocks/parts/stat-grid";
import { pressContent } from "@/content/pages/press";

/** The figures a journalist quotes, and the paragraph about the company they may reuse. */
export function PressFacts() {
  const { facts } = pressContent;
  return (
    <PageSection id="facts" title={facts.title}>
      <StatGrid stats={facts.items} label={facts.title} />
      <Card className="mt-6">
        <h3 className="text-lg font-semibold text-ink">{facts.boilerplateTitle}</h3>
        <p className="mt-3 max-w-[68ch] leading-7 text-ink-muted">{facts.boilerplate}</p>
      </Card>
    </PageSection>
  );
}
