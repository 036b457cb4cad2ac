import type { BlockProps } from "@/components/blocks/define-block";
import type { ctaBandBlock } from "@/components/blocks/cta-band/config";
import { LinkButtons } from "@/components/blocks/parts/link-buttons";
import { PageCallout } from "@/components/blocks/parts/page-callout";

export function CtaBandBlock({ settings, place }: BlockProps<typeof ctaBandBlock>) {
  return (
    <PageCallout
      id={place.id}
      anchor={settings.anchor}
      title={settings.heading}
      text={settings.text}
    >
      <LinkButtons links={settings.buttons} />
    </PageCallout>
  );
}
