import type { BlockProps } from "@/components/blocks/define-block";
import type { pageHeaderBlock } from "@/components/blocks/page-header/config";
import { LinkButtons } from "@/components/blocks/parts/link-buttons";
import { PageHero } from "@/components/blocks/parts/page-hero";

export function PageHeaderBlock({ settings, place }: BlockProps<typeof pageHeaderBlock>) {
  const { buttons, ...hero } = settings;
  return (
    <PageHero {...hero} level={place.first ? 1 : 2}>
      {buttons.length > 0 && (
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButtons links={buttons} />
        </div>
      )}
    </PageHero>
  );
}
