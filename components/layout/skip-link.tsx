import { interfaceLabelsIn } from "@/content/interface-labels";
import type { Locale } from "@/lib/i18n/locales";
import { MAIN_ID } from "@/lib/browser/landmarks";

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="fixed top-3 left-3 z-50 -translate-y-20 rounded-md bg-brand-deep-700 px-4 py-2 text-sm font-semibold text-on-fill transition-transform focus:translate-y-0 focus:shadow-lift print:hidden"
    >
      {interfaceLabelsIn(locale).skipLink}
    </a>
  );
}
