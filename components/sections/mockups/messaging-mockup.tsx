import type { FeatureMockup } from "@/content/landing/features";
import { MessageBubble } from "@/components/sections/mockups/message-bubble";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";
import { cn } from "@/components/ui/cn";

export function MessagingMockup({ data }: { data: Extract<FeatureMockup, { kind: "messaging" }> }) {
  return (
    <MockupFrame className="grid sm:grid-cols-[0.9fr_1.1fr]">
      <div className="border-b border-line sm:border-r sm:border-b-0">
        <p className="border-b border-line px-4 py-3 text-sm font-semibold text-ink">
          {data.inboxTitle}
        </p>
        <ul>
          {data.conversations.map((conversation, index) => (
            <li
              key={conversation.name}
              className={cn("border-b border-line px-4 py-3", index === 0 && "bg-brand-50")}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="truncate text-sm font-semibold text-ink">{conversation.name}</span>
                <span className="text-xs text-ink-muted">{conversation.time}</span>
              </div>
              <span className="mt-1 inline-block rounded bg-surface px-1.5 py-0.5 text-[11px] font-medium text-brand-800 ring-1 ring-brand-200">
                {conversation.channel}
              </span>
              <p className="mt-1 truncate text-xs text-ink-muted">{conversation.preview}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col">
        <div className="flex-1 space-y-2.5 p-4">
          {data.thread.map((line, index) => (
            <MessageBubble key={index} from={line.from} text={line.text} />
          ))}
        </div>
        <p className="m-3 rounded-lg border border-line px-3 py-2 text-sm text-ink-muted">
          {data.composer}
        </p>
      </div>
    </MockupFrame>
  );
}
