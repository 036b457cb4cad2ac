import { Icon } from "@/components/ui/icon";
import { CircleDollarSign, PhoneMissed } from "@/lib/icons";
import type { FeatureMockup } from "@/content/landing/features";
import { MessageBubble } from "@/components/sections/mockups/message-bubble";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

export function MissedCallMockup({
  data,
}: {
  data: Extract<FeatureMockup, { kind: "automissedcall" }>;
}) {
  return (
    <MockupFrame className="mx-auto max-w-sm rounded-[2rem] border-8 border-ink">
      <div className="flex items-center gap-3 bg-danger-50 px-4 py-3">
        <span className="grid size-9 place-items-center rounded-full bg-danger-100 text-danger-700">
          <Icon icon={PhoneMissed} className="size-4" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-danger-800">
            {data.missedCallLabel}
          </span>
          <span className="block text-xs text-ink-muted">{data.caller}</span>
        </span>
      </div>
      <div className="space-y-2.5 p-4">
        {data.thread.map((line, index) => (
          <MessageBubble key={index} from={line.from} text={line.text} />
        ))}
      </div>
      <p className="mx-4 mb-4 flex items-center justify-center gap-2 rounded-lg bg-success-50 py-2 text-sm font-semibold text-success-800">
        <Icon icon={CircleDollarSign} className="size-4" />
        {data.outcome}
      </p>
    </MockupFrame>
  );
}
