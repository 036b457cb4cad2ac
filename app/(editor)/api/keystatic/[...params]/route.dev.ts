import { contentFileProblems } from "@/content/file-check";
import keystaticConfig from "@/keystatic.config";
import { editorData } from "@/keystatic/content-schemas";
import { savedNotes } from "@/keystatic/saved-notes";
import { guardedEditorApi } from "@/lib/editor/editor-api";

/**
 * Reads and writes the content files for the editor, and answers the build's rules its page
 * builds the forms from, and what a save changes on the site (a date that has passed); `next dev`
 * only (a `.dev.ts` file). Keystatic's handler behind a guard: this computer only, content files
 * only, and only what the build would accept (lib/editor/editor-api.ts).
 */
export const { GET, POST } = guardedEditorApi(
  keystaticConfig,
  process.cwd(),
  undefined,
  editorData,
  contentFileProblems,
  (written) => savedNotes(written),
);
