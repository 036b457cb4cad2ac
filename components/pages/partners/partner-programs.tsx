import { IconCardGrid } from "@/components/blocks/parts/icon-card-grid";
import { PageSection } from "@/components/blocks/parts/page-section";
import { partnersContentIn } from "@/content/pages/partners";
import { BrandMark } from "@/components/sections/integration-logo";
import type { Locale } from "@/lib/i18n/locales";
import { fillTemplate } from "@/lib/text/fill-template";

/** The ways to partner, each with the companies already in it. */
export function PartnerPrograms({ locale }: { locale: Locale }) {
  const { categories } = partnersContentIn(locale);
  return (
    <PageSection id="programs" title={categories.title} description={categories.description}>
      <IconCardGrid
        columns="lg:grid-cols-3"
        items={categories.items.map((category) => ({
          icon: category.icon,
          title: category.name,
          text: category.description,
          extra: (
            <ul
              aria-label={fillTemplate(categories.partnersLabel, { program: category.name })}
              className="mt-6 flex flex-wrap gap-2 border-t border-line pt-6"
            >
              {category.partners.map((partner) => (
                <li
                  key={partner}
                  className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface-muted px-3 py-1.5 text-sm font-semibold text-ink"
                >
                  <BrandMark name={partner} className="size-4" />
                  {partner}
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </PageSection>
  );
}
