import { BlockSection } from "@/components/blocks/block-section";
import type { BlockProps } from "@/components/blocks/define-block";
import type { comparisonTableBlock } from "@/components/blocks/comparison-table/config";
import { BrandMark } from "@/components/layout/brand-logo";
import { planComparisonIn } from "@/content/landing/plan-comparison";
import { siteConfig } from "@/content/site";

/**
 * Our column and the competitor's, feature by feature. Three columns of short words fit a phone;
 * longer ones scroll sideways inside the table's own box, never the page.
 */
export function ComparisonTableBlock({ settings, place }: BlockProps<typeof comparisonTableBlock>) {
  return (
    <BlockSection settings={settings} place={place} className="max-w-5xl">
      <div
        role="region"
        aria-labelledby={`${place.id}-heading`}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card"
      >
        <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="w-1/4 px-3 py-4 font-semibold text-ink sm:px-4">
                {planComparisonIn(place.locale).featureColumn}
              </th>
              <th scope="col" className="bg-brand-50/70 px-3 py-4 font-semibold text-ink sm:px-4">
                <span className="inline-flex items-center gap-2">
                  <BrandMark className="size-6 rounded-md" />
                  {siteConfig.name}
                </span>
              </th>
              <th scope="col" className="px-3 py-4 font-semibold text-ink sm:px-4">
                {settings.competitor}
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.rows.map((row) => (
              <tr key={row.feature} className="border-t border-line align-top">
                <th scope="row" className="px-3 py-4 font-medium text-ink sm:px-4">
                  {row.feature}
                </th>
                <td className="bg-brand-50/70 px-3 py-4 text-ink sm:px-4">{row.ours}</td>
                <td className="px-3 py-4 text-ink-muted sm:px-4">{row.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-ink-muted">{settings.note}</p>
    </BlockSection>
  );
}
