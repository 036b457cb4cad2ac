import type { BlockProps } from "@/components/blocks/define-block";
import type { ctaBandBlock } from "@/components/blocks/cta-band/config";
import { LinkButtons } from "@/components/pages/link-buttons";
import { PageCallout } from "@/components/pages/page-callout";

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
