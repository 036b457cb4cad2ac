import { Icon } from "@/components/ui/icon";
import { ArrowRight, Check } from "@/lib/brand/icons";
import Link from "next/link";
import type { FeaturesContent } from "@/content/landing/features";
import { buttonVariants } from "@/components/ui/button";
import { SectionLink } from "@/components/layout/section-link";
import { ContentIcon } from "@/components/sections/content-icon";
import { FeatureTabs } from "@/components/blocks/islands";
import { SectionHeader } from "@/components/sections/section-header";
import { FeatureMockup } from "@/components/sections/mockups/feature-mockup";
import { cn } from "@/components/ui/cn";
import { fillTemplate } from "@/lib/text/fill-template";

export function FeaturesSection({
  features,
  featureContext,
}: {
  features: FeaturesContent;
  /** Read after "Learn more" (screen readers only): "about {feature}". */
  featureContext: string;
}) {
  return (
    <section id="features" aria-labelledby="features-heading" className="bg-surface-muted py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="features-heading"
          eyebrow={features.eyebrow}
          heading={features.heading}
          intro={features.intro}
        />
        <div className="mt-8">
          <FeatureTabs
            label={features.tablistLabel}
            tabs={features.tabs.map((tab) => ({
              id: tab.id,
              label: (
                <>
                  <ContentIcon name={tab.icon} className="size-4" />
                  {tab.label}
                </>
              ),
            }))}
            panels={features.tabs.map((tab) => (
              <div
                key={tab.id}
                className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16"
              >
                <div>
                  <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                    <ContentIcon name={tab.icon} className="size-4" />
                    {tab.title}
                  </p>
                  <h3 className="mt-3 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
                    {tab.subtitle}
                  </h3>
                  <p className="mt-3 text-base leading-7 text-ink-muted sm:text-lg sm:leading-8">
                    {tab.description}
                  </p>
                  <ul className="mt-5 space-y-2.5">
                    {tab.bullets.map((bullet) => (
                      <li key={bullet} className="flex gap-3 text-ink">
                        <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-success-100 text-success-700">
                          <Icon
                            icon={Check}
                            aria-hidden="true"
                            className="size-3.5"
                            strokeWidth={3}
                          />
                        </span>
                        {bullet}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-6 flex flex-wrap gap-3">
                    <SectionLink section="pricing" className={cn(buttonVariants({ size: "lg" }))}>
                      {features.tryCta}
                      <Icon icon={ArrowRight} aria-hidden="true" />
                    </SectionLink>
                    <Link
                      href="/help-center"
                      className={cn(buttonVariants({ variant: "outline", size: "lg" }))}
                    >
                      {features.learnCta}
                      <span className="sr-only">
                        {" "}
                        {fillTemplate(featureContext, { feature: tab.title })}
                      </span>
                    </Link>
                  </div>
                </div>
                <FeatureMockup data={tab.mockup} />
              </div>
            ))}
          />
        </div>
      </div>
    </section>
  );
}
