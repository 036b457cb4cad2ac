import type { FeatureMockup } from "@/content/landing/features";
import { BrandMark } from "@/components/layout/brand-logo";
import { ContentIcon } from "@/components/sections/content-icon";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

/** The e-mail builder: the blocks beside the canvas, the button selected, the campaign's results. */
export function EmailMockup({ data }: { data: Extract<FeatureMockup, { kind: "email" }> }) {
  return (
    <MockupFrame>
      <div className="flex items-center gap-3 border-b border-line px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-semibold tracking-wide text-brand-700 uppercase">
            {data.campaign}
          </p>
          <p className="truncate text-sm font-semibold text-ink">{data.subject}</p>
        </div>
        <span className="shrink-0 rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-on-fill">
          {data.sendLabel}
        </span>
      </div>
      <div className="grid grid-cols-[5.5rem_1fr] sm:grid-cols-[7rem_1fr]">
        <div className="border-r border-line bg-surface-muted p-2.5 sm:p-3">
          <p className="px-1 text-[11px] font-semibold text-ink-subtle">{data.blocksTitle}</p>
          <ul className="mt-2 space-y-1.5">
            {data.blocks.map((block) => (
              <li
                key={block.label}
                className="flex items-center gap-1.5 rounded-md border border-line bg-surface px-2 py-1.5 text-xs text-ink"
              >
                <ContentIcon name={block.icon} className="size-3.5 shrink-0 text-ink-subtle" />
                <span className="truncate">{block.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="bg-surface-sunken p-3 sm:p-5">
          <div className="mx-auto max-w-xs rounded-lg bg-surface p-4 shadow-sm ring-1 ring-line">
            <BrandMark className="size-6 rounded-md" />
            <p className="mt-3 text-base font-bold text-ink">{data.preview.heading}</p>
            <div className="mt-2 h-16 rounded-md bg-gradient-to-br from-brand-100 to-brand-200" />
            <p className="mt-2 text-xs leading-5 text-ink-muted">{data.preview.text}</p>
            <div className="mt-3 rounded-md p-0.5 ring-2 ring-brand-500 ring-offset-2">
              <p className="rounded bg-brand-600 py-1.5 text-center text-xs font-semibold text-on-fill">
                {data.preview.button}
              </p>
            </div>
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-3 divide-x divide-line border-t border-line">
        {data.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col px-3 py-2.5 sm:px-4">
            <dt className="text-[11px] text-ink-muted">{stat.label}</dt>
            <dd className="order-first text-base font-bold text-ink sm:text-lg">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </MockupFrame>
  );
}
