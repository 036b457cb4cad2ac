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
import { faqContent } from "@/content/faq";
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
      <HeroSection />
      <SeparateHydration>
        <ComparisonSection />
      </SeparateHydration>
      <SeparateHydration>
        <PlanTableSection />
      </SeparateHydration>
      <SeparateHydration>
        <CostStorySection />
      </SeparateHydration>
      <SeparateHydration>
        <FeaturesSection />
      </SeparateHydration>
      <SeparateHydration>
        <FreshApproachSection />
      </SeparateHydration>
      <SeparateHydration>
        <TrialTimelineSection />
      </SeparateHydration>
      <SeparateHydration>
        <VaultSection />
      </SeparateHydration>
      <SeparateHydration>
        <CalculatorSection />
      </SeparateHydration>
      <SeparateHydration>
        <RoadmapSection />
      </SeparateHydration>
      <SeparateHydration>
        <PricingSection />
      </SeparateHydration>
      <SeparateHydration>
        <IntegrationsSection />
      </SeparateHydration>
      <SeparateHydration>
        <FaqSection />
      </SeparateHydration>
      <ChatWidget />
    </>
  );
}
