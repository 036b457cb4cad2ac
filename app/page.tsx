import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = {
  ...pageMetadata({ title: siteConfig.tagline, description: siteConfig.description, path: "/" }),
  title: { absolute: `${siteConfig.name} - ${siteConfig.tagline}` },
};

export default function HomePage() {
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
        <h1 className="text-5xl font-bold tracking-tight">{siteConfig.tagline}</h1>
      </section>
      <section id="features" aria-label="Features" className="min-h-96" />
      <section id="pricing" aria-label="Pricing" className="min-h-96" />
      <section id="integrations" aria-label="Integrations" className="min-h-96" />
      <section id="faq" aria-label="FAQ" className="min-h-96" />
    </>
  );
}
