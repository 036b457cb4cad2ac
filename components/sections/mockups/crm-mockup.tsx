import type { FeatureMockup } from "@/content/landing/features";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

const stageColors = ["bg-accent-500", "bg-warning-500", "bg-success-500"];

export function CrmMockup({ data }: { data: Extract<FeatureMockup, { kind: "crm" }> }) {
  return (
    <MockupFrame className="p-4 sm:p-5">
      <p className="text-sm font-semibold text-ink">{data.pipelineName}</p>
      <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {data.columns.map((column, index) => (
          <div key={column.stage} className="rounded-xl bg-surface-muted p-2 sm:p-3">
            <p className="flex items-center gap-1.5 text-xs font-semibold text-ink">
              <span className={`size-2 rounded-full ${stageColors[index % stageColors.length]}`} />
              <span className="truncate">{column.stage}</span>
            </p>
            <ul className="mt-3 space-y-2">
              {column.deals.map((deal) => (
                <li
                  key={deal.name}
                  className="rounded-lg border border-line bg-surface p-2 shadow-sm"
                >
                  <p className="truncate text-xs font-semibold text-ink">{deal.name}</p>
                  <p className="mt-1 text-xs text-ink-muted">{deal.value}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </MockupFrame>
  );
}
