import Markdoc from "@markdoc/markdoc";
import type { BlockProps } from "@/components/blocks/define-block";
import type { richTextBlock } from "@/components/blocks/rich-text/config";
import { MarkdocContent } from "@/components/content/markdoc-content";
import { tokensIn } from "@/content/tokens";
import { articleConfig } from "@/lib/content/article";
import { checkBody } from "@/lib/content/markdown";

/** Text in the blog's reading measure and type (its issues failed the build when it was read). */
export function RichTextBlock({ settings, place }: BlockProps<typeof richTextBlock>) {
  const body = Markdoc.parse(settings.body);
  checkBody(body, articleConfig, tokensIn(place.locale), () => place.path);
  return (
    <section id={place.id} className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="prose max-w-none prose-brand sm:prose-lg [&>:first-child]:mt-0">
        <MarkdocContent content={Markdoc.transform(body, articleConfig)} />
      </div>
    </section>
  );
}
