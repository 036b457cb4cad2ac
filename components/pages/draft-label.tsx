import { interfaceLabelsIn } from "@/content/interface-labels";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

/**
 * Marks a draft (a post, help article, role or legal page with `draft: true`), which only
 * `next dev` shows, so a marketer never mistakes the preview of a draft for a live page.
 */
export function DraftLabel({ locale = defaultLocale }: { locale?: Locale }) {
  return (
    <span className="inline-flex rounded-full bg-warning-100 px-2.5 py-0.5 text-sm font-semibold text-warning-900 ring-1 ring-warning-300 ring-inset">
      {interfaceLabelsIn(locale).draft}
    </span>
  );
}
