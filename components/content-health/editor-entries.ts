import keystaticConfig from "@/keystatic.config";
import { editorPath, type EditorEntry, type HealthItem } from "@/lib/content-health";

type EditorConfig = {
  singletons?: Record<string, { path?: string }>;
  collections?: Record<string, { path?: string }>;
};

/** The editor's entries and the files they hold, read from its configuration. */
function editorEntries(config: EditorConfig = keystaticConfig): EditorEntry[] {
  const entries = (kind: EditorEntry["kind"], group: EditorConfig["singletons"]) =>
    Object.entries(group ?? {}).flatMap(([name, { path }]) =>
      path ? [{ kind, name, path: path.replace(/\/$/, "") }] : [],
    );
  return [...entries("singleton", config.singletons), ...entries("collection", config.collections)];
}

/** Each item with the editor's address for the entry that fixes it, if the editor has one. */
export function withEditorLinks(
  items: readonly HealthItem[],
  entries: readonly EditorEntry[] = editorEntries(),
): (HealthItem & { editorHref?: string })[] {
  return items.map((item) => ({ ...item, editorHref: editorPath(item.file, entries) }));
}
