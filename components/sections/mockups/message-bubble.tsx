import { cn } from "@/components/ui/cn";

/** A message in a product mock-up (texts, webchat, missed-call replies): the business on the right. */
export function MessageBubble({ from, text }: { from: "contact" | "business"; text: string }) {
  return (
    <p
      className={cn(
        "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-snug",
        from === "business"
          ? "ml-auto rounded-br-md bg-brand-600 text-on-fill"
          : "rounded-bl-md bg-surface-sunken text-ink",
      )}
    >
      {text}
    </p>
  );
}
