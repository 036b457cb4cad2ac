import { editorEntryHref } from "@/keystatic/editor-entry";
import type { HealthItem } from "@/lib/content-health/content-health";

/** Each item with the editor's address for the entry that fixes it, if the editor has one. */
export function withEditorLinks(
  items: readonly HealthItem[],
): (HealthItem & { editorHref?: string })[] {
  return items.map((item) => ({ ...item, editorHref: editorEntryHref(item.file) }));
}
