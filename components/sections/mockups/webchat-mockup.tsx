import { Icon } from "@/components/ui/icon";
import { MessageCircle } from "@/lib/brand/icons";
import type { FeatureMockup } from "@/content/landing/features";
import { MessageBubble } from "@/components/sections/mockups/message-bubble";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

export function WebchatMockup({ data }: { data: Extract<FeatureMockup, { kind: "webchat" }> }) {
  return (
    <MockupFrame>
      <div className="flex items-center gap-2 border-b border-line bg-surface-muted px-4 py-2.5">
        <span className="size-2 rounded-full bg-line-strong" />
        <span className="size-2 rounded-full bg-line-strong" />
        <span className="size-2 rounded-full bg-line-strong" />
        <span className="ml-2 truncate rounded bg-surface px-2 py-0.5 text-xs text-ink-muted">
          {data.siteAddress}
        </span>
      </div>
      <div className="relative min-h-80 bg-gradient-to-br from-accent-50 to-surface p-5 pb-24 sm:p-6">
        <p className="max-w-[14rem] text-xl leading-tight font-bold text-ink">
          {data.siteHeadline}
        </p>
        <div className="mt-3 h-2 w-40 rounded bg-line" />
        <div className="mt-2 h-2 w-28 rounded bg-line" />
        <div className="absolute right-4 bottom-4 w-64 overflow-hidden rounded-xl border border-line bg-surface shadow-lift">
          <p className="bg-brand-600 px-3 py-2 text-sm font-semibold text-on-fill">
            {data.widgetTitle}
          </p>
          <div className="space-y-2 p-3">
            {data.thread.map((line, index) => (
              <MessageBubble key={index} from={line.from} text={line.text} />
            ))}
          </div>
        </div>
        <span className="absolute bottom-4 left-5 grid size-11 place-items-center rounded-full bg-brand-600 text-on-fill shadow-lg sm:hidden">
          <Icon icon={MessageCircle} className="size-5" />
        </span>
      </div>
    </MockupFrame>
  );
}
