import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { ChatWidget } from "@/components/chat/chat-widget";
import { SeparateHydration } from "@/components/layout/separate-hydration";
import { CalculatorSection } from "@/components/sections/calculator-section";
import { ComparisonSection } from "@/components/sections/comparison-section";
import { CostStorySection } from "@/components/sections/cost-story-section";
import { FaqSection } from "@/components/sections/faq-section";
import { FeaturesSection } from "@/components/sections/features-section";
import { FreshApproachSection } from "@/components/sections/fresh-approach-section";
import { HeroSection } from "@/components/sections/hero-section";
import { IntegrationsSection } from "@/components/sections/integrations-section";
import { PlanTableSection } from "@/components/sections/plan-table-section";
import { PricingSection } from "@/components/sections/pricing-section";
import { RoadmapSection } from "@/components/sections/roadmap-section";
import { TrialTimelineSection } from "@/components/sections/trial-timeline-section";
import { VaultSection } from "@/components/sections/vault-section";
import { calculatorContent } from "@/content/calculator";
import { faqContent } from "@/content/faq";
import { integrationsContent } from "@/content/integrations";
import { comparisonContent } from "@/content/landing/comparison";
import { costStoryContent } from "@/content/landing/cost-story";
import { featuresContent } from "@/content/landing/features";
import { freshApproachContent } from "@/content/landing/fresh-approach";
import { heroContent } from "@/content/landing/hero";
import { planComparison } from "@/content/landing/plan-comparison";
import { pricingContent } from "@/content/landing/pricing";
import { trialTimelineContent } from "@/content/landing/trial-timeline";
import { vaultContent } from "@/content/landing/vault";
import { roadmapContent } from "@/content/roadmap";
import { tools } from "@/content/tools";
import { plans } from "@/content/plans";
import { JsonLd } from "@/components/seo/json-ld";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { pageMetadata } from "@/components/seo/metadata";
import { faqPageJsonLd, softwareApplicationJsonLd } from "@/lib/structured-data";

export const metadata: Metadata = pageMetadata({
  title: siteConfig.tagline,
  brandFirst: true,
  description: siteConfig.description,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <JsonLd data={softwareApplicationJsonLd(siteConfig, plans)} />
      <JsonLd data={faqPageJsonLd(faqContent.items)} />
      <HeroSection hero={heroContent} />
      <SeparateHydration>
        <ComparisonSection comparison={comparisonContent} />
      </SeparateHydration>
      <SeparateHydration>
        <PlanTableSection planComparison={planComparison} plans={plans} />
      </SeparateHydration>
      <SeparateHydration>
        <CostStorySection story={costStoryContent} tools={tools} />
      </SeparateHydration>
      <SeparateHydration>
        <FeaturesSection features={featuresContent} />
      </SeparateHydration>
      <SeparateHydration>
        <FreshApproachSection fresh={freshApproachContent} />
      </SeparateHydration>
      <SeparateHydration>
        <TrialTimelineSection timeline={trialTimelineContent} />
      </SeparateHydration>
      <SeparateHydration>
        <VaultSection vault={vaultContent} />
      </SeparateHydration>
      <SeparateHydration>
        <CalculatorSection calculator={calculatorContent} />
      </SeparateHydration>
      <SeparateHydration>
        <RoadmapSection roadmap={roadmapContent} />
      </SeparateHydration>
      <SeparateHydration>
        <PricingSection pricing={pricingContent} plans={plans} />
      </SeparateHydration>
      <SeparateHydration>
        <IntegrationsSection integrations={integrationsContent} />
      </SeparateHydration>
      <SeparateHydration>
        <FaqSection faq={faqContent} />
      </SeparateHydration>
      <ChatWidget />
    </>
  );
}
