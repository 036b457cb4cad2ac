import { trainingContentIn } from "@/content/pages/training";
import { Card } from "@/components/blocks/parts/card";
import { ConfiguredAction } from "@/components/pages/configured-action";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import { PageSection } from "@/components/blocks/parts/page-section";
import type { Locale } from "@/lib/i18n/locales";

/** Short video tutorials, each with its length. */
export function TutorialList({ locale }: { locale: Locale }) {
  const { academyUrl, tutorials } = trainingContentIn(locale);
  return (
    <PageSection id="tutorials" title={tutorials.title} description={tutorials.description}>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {tutorials.items.map((tutorial) => (
          <li key={tutorial.title} className="@container">
            {/* Under 20rem wide (a 320 px phone) the action moves below the title. */}
            <Card className="grid h-full grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-4 sm:p-5 @xs:flex">
              <IconBadge icon="CirclePlay" />
              <div className="min-w-0 flex-1">
                <h3 className="text-sm font-semibold text-ink">{tutorial.title}</h3>
                <p className="mt-0.5 text-sm text-ink-subtle">
                  {tutorial.topic} · {tutorial.minutes} min
                </p>
              </div>
              <ConfiguredAction
                locale={locale}
                href={academyUrl}
                label={tutorials.action}
                accessibleName={tutorial.title}
                variant="ghost"
                size="sm"
                className="col-start-2 justify-self-start"
              />
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
