import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import Link from "next/link";
import { GDPR_TARGET } from "@/content/routes";
import { pageMetadata } from "@/components/seo/metadata";
import { FirstScreenEnd } from "@/components/layout/first-paint";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/gdpr");

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "GDPR Rights",
    description: "Your GDPR rights are described in our Privacy Policy.",
    path: "/privacy-policy",
    noIndex: true,
  });
}

/**
 * The export cannot send a 301, so this page redirects three ways: hosts that read
 * out/_redirects answer 301 before it is served; browsers follow the meta refresh; the script
 * replaces the history entry so Back skips it. next.config.ts redirects in `next dev`.
 */
export default function GdprRedirectPage() {
  return (
    <>
      <section className="mx-auto max-w-2xl px-4 py-32 text-center">
        <meta httpEquiv="refresh" content={`0; url=${GDPR_TARGET}`} />
        <script
          dangerouslySetInnerHTML={{
            __html: `window.location.replace(${JSON.stringify(GDPR_TARGET)})`,
          }}
        />
        <h1 className="text-3xl font-bold tracking-tight">GDPR Rights</h1>
        <p className="mt-4 text-ink-muted">
          Your rights under the GDPR are explained in our{" "}
          <Link
            href={GDPR_TARGET}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Privacy Policy
          </Link>
          .
        </p>
        {/* The whole page is its first screen: the first paint waits for its end. */}
        <FirstScreenEnd />
      </section>
    </>
  );
}
