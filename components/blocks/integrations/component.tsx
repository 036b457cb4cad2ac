import type { BlockProps } from "@/components/blocks/define-block";
import type { integrationsBlock } from "@/components/blocks/integrations/config";
import { withWords } from "@/components/blocks/settings";
import { IntegrationsSection } from "@/components/sections/integrations-section";
import { integrationsContent } from "@/content/integrations";

export function IntegrationsBlock({ settings }: BlockProps<typeof integrationsBlock>) {
  return <IntegrationsSection integrations={withWords(integrationsContent, settings)} />;
}
