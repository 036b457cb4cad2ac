import { contentFileProblems } from "@/content/file-check";
import keystaticConfig from "@/keystatic.config";
import { editorData } from "@/keystatic/content-schemas";
import { guardedEditorApi } from "@/lib/editor-api";

/**
 * Reads and writes the content files for the editor, and answers the build's rules its page
 * builds the forms from; `next dev` only (a `.dev.ts` file). Keystatic's handler behind a guard:
 * this computer only, content files only, and only what the build would accept (lib/editor-api.ts).
 */
export const { GET, POST } = guardedEditorApi(
  keystaticConfig,
  process.cwd(),
  undefined,
  editorData,
  contentFileProblems,
);
