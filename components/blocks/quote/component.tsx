import type { BlockProps } from "@/components/blocks/define-block";
import type { quoteBlock } from "@/components/blocks/quote/config";
import { QuoteCard } from "@/components/blocks/parts/quote-card";

export function QuoteBlock({ settings, place }: BlockProps<typeof quoteBlock>) {
  return (
    <section id={place.id} className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <QuoteCard
        text={settings.text}
        name={settings.name}
        detail={settings.detail}
        kind={settings.detail ? "testimonial" : "statement"}
      />
    </section>
  );
}
