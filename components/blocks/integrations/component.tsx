import type { BlockProps } from "@/components/blocks/define-block";
import type { integrationsBlock } from "@/components/blocks/integrations/config";
import { withWords } from "@/components/blocks/settings";
import { IntegrationsSection } from "@/components/sections/integrations-section";
import { integrationsContentIn } from "@/content/integrations";

export function IntegrationsBlock({ settings, place }: BlockProps<typeof integrationsBlock>) {
  return (
    <IntegrationsSection integrations={withWords(integrationsContentIn(place.locale), settings)} />
  );
}
