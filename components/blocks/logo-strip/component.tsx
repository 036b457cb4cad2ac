import type { BlockProps } from "@/components/blocks/define-block";
import type { logoStripBlock } from "@/components/blocks/logo-strip/config";
import { pick } from "@/components/blocks/settings";
import { IntegrationLogoStrip } from "@/components/sections/integration-logo-strip";
import { SectionHeader } from "@/components/sections/section-header";
import { integrationsContentIn } from "@/content/integrations";

export function LogoStripBlock({ settings, place }: BlockProps<typeof logoStripBlock>) {
  const { heading } = settings;
  const integrationsContent = integrationsContentIn(place.locale);
  return (
    <section
      id={place.id}
      aria-labelledby={heading ? `${place.id}-heading` : undefined}
      aria-label={heading ? undefined : integrationsContent.stripLabel}
      className="py-16 sm:py-20"
    >
      {heading && (
        <div className="mx-auto mb-12 max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeader
            id={`${place.id}-heading`}
            eyebrow={settings.eyebrow}
            heading={heading}
            intro={settings.intro}
          />
        </div>
      )}
      <div className="mx-auto max-w-7xl sm:px-6 lg:px-8">
        <IntegrationLogoStrip
          integrations={integrationsContent}
          logos={pick(integrationsContent.logos, (logo) => logo.name, settings.logos)}
        />
      </div>
    </section>
  );
}
