import type { BlockProps } from "@/components/blocks/define-block";
import type { faqBlock } from "@/components/blocks/faq/config";
import { pick, withWords } from "@/components/blocks/settings";
import { FaqSection } from "@/components/sections/faq-section";
import { faqContentIn } from "@/content/faq";

export function FaqBlock({ settings, place }: BlockProps<typeof faqBlock>) {
  const { questions, contactBox, ...words } = settings;
  const faq = withWords(faqContentIn(place.locale), words);
  return (
    <FaqSection
      faq={{ ...faq, items: pick(faq.items, (item) => item.id, questions) }}
      contactBox={contactBox}
      chatHere={place.chat}
    />
  );
}
