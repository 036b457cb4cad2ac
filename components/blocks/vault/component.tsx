import type { BlockProps } from "@/components/blocks/define-block";
import type { vaultBlock } from "@/components/blocks/vault/config";
import { withWords } from "@/components/blocks/settings";
import { VaultSection } from "@/components/sections/vault-section";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { vaultContentIn } from "@/content/landing/vault";

export function VaultBlock({ settings, place }: BlockProps<typeof vaultBlock>) {
  return (
    <VaultSection
      vault={withWords(vaultContentIn(place.locale), settings)}
      labelled={interfaceLabelsIn(place.locale).blocks.labelled}
    />
  );
}
