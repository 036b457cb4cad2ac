import { trainingContentIn } from "@/content/pages/training";
import { Card } from "@/components/blocks/parts/card";
import { ConfiguredAction } from "@/components/pages/configured-action";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import { PageSection } from "@/components/blocks/parts/page-section";
import type { Locale } from "@/lib/i18n/locales";

/** Guides and downloads beside the courses. */
export function ResourceList({ locale }: { locale: Locale }) {
  const { resources } = trainingContentIn(locale);
  return (
    <PageSection
      id="resources"
      tone="muted"
      title={resources.title}
      description={resources.description}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {resources.items.map((resource) => (
          <li key={resource.title}>
            <Card className="flex h-full flex-col sm:p-6">
              <div className="flex items-center justify-between">
                <IconBadge icon={resource.icon} />
                <span className="rounded-md bg-surface-sunken px-2 py-1 text-xs font-semibold text-ink-muted">
                  {resource.format}
                </span>
              </div>
              <h3 className="mt-5 font-semibold text-ink">{resource.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-ink-muted">{resource.description}</p>
              <ConfiguredAction
                locale={locale}
                href={resource.url}
                label={resource.action}
                accessibleName={resource.title}
                variant="outline"
                className="mt-6 w-full"
              />
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
