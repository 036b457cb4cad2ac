import { withEditorLinks } from "@/components/content-health/editor-entries";
import { HealthReport } from "@/components/content-health/health-report";
import { contentHealth } from "@/content/content-health";
import { withMarkCurrent } from "@/content/translation-overview";

/**
 * /content-health under `next dev`: the content report (`npm run content:check`) for marketers,
 * each item linking to the editor entry that fixes it; an out-of-date translation's item also
 * offers "Mark as up to date" (posted to /api/translations). The page itself only reads the content.
 */
export default function ContentHealthPage() {
  const { today, items } = contentHealth();
  return <HealthReport today={today} items={withMarkCurrent(withEditorLinks(items))} />;
}
