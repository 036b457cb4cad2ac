import { Icon } from "@/components/ui/icon";
import { CircleDollarSign, PhoneMissed } from "@/lib/brand/icons";
import type { FeatureMockup } from "@/content/landing/features";
import { ContentIcon } from "@/components/sections/content-icon";
import { MessageBubble } from "@/components/sections/mockups/message-bubble";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

/** The automation as its builder draws it, beside the conversation it starts on a phone. */
export function MissedCallMockup({
  data,
}: {
  data: Extract<FeatureMockup, { kind: "automissedcall" }>;
}) {
  return (
    <MockupFrame className="grid sm:grid-cols-[0.9fr_1.1fr]">
      <div className="border-b border-line bg-surface-muted p-4 sm:border-r sm:border-b-0">
        <p className="text-xs font-semibold text-ink-subtle">{data.flowTitle}</p>
        <ol className="relative mt-3 space-y-2.5">
          <li aria-hidden="true" className="absolute top-4 bottom-4 left-4 w-px bg-brand-200" />
          {data.flow.map((step, index) => (
            <li
              key={step.label}
              className="relative flex items-center gap-2.5 rounded-lg border border-line bg-surface p-2 shadow-sm"
            >
              <span
                className={
                  index === 0
                    ? "grid size-6 shrink-0 place-items-center rounded-md bg-brand-600 text-on-fill"
                    : "grid size-6 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700"
                }
              >
                <ContentIcon name={step.icon} className="size-3.5" />
              </span>
              <span className="min-w-0">
                <span className="block truncate text-xs font-semibold text-ink">{step.label}</span>
                <span className="block truncate text-[11px] text-ink-muted">{step.detail}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col">
        <div className="flex items-center gap-3 border-b border-line px-4 py-3">
          <span className="grid size-8 place-items-center rounded-full bg-surface-sunken text-ink-muted">
            <Icon icon={PhoneMissed} className="size-4" />
          </span>
          <span>
            <span className="block text-sm font-semibold text-ink">{data.missedCallLabel}</span>
            <span className="block text-xs text-ink-muted">{data.caller}</span>
          </span>
        </div>
        <div className="flex-1 space-y-2.5 p-4">
          {data.thread.map((line, index) => (
            <MessageBubble key={index} from={line.from} text={line.text} />
          ))}
        </div>
        <p className="mx-4 mb-4 flex items-center justify-center gap-2 rounded-lg bg-success-50 py-2 text-sm font-semibold text-success-800">
          <Icon icon={CircleDollarSign} className="size-4" />
          {data.outcome}
        </p>
      </div>
    </MockupFrame>
  );
}
