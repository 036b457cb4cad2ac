import type { FeatureMockup } from "@/content/landing/features";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

export function EmailMockup({ data }: { data: Extract<FeatureMockup, { kind: "email" }> }) {
  const max = Math.max(...data.bars);
  return (
    <MockupFrame className="p-5 sm:p-6">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {data.campaign}
      </p>
      <p className="mt-1 text-base font-semibold text-ink">{data.subject}</p>
      <dl className="mt-5 grid grid-cols-3 gap-2">
        {data.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl bg-surface-muted p-3">
            <dt className="text-xs text-ink-muted">{stat.label}</dt>
            <dd className="order-first text-lg font-bold text-ink sm:text-xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-xs font-semibold text-ink-muted">{data.chartLabel}</p>
      <div className="mt-3 flex h-32 items-end gap-2">
        {data.bars.map((bar, index) => (
          <div
            key={index}
            className="flex-1 rounded-t-md bg-gradient-to-t from-brand-600 to-brand-400"
            style={{ height: `${(bar / max) * 100}%` }}
          />
        ))}
      </div>
    </MockupFrame>
  );
}
