import { contentFileProblems } from "@/content/file-check";
import { translatableFiles } from "@/content/translation-overview";
import keystaticConfig from "@/keystatic.config";
import { translationActionsApi } from "@/lib/editor/translation-api";

/**
 * The translations page's buttons: start a translation from its English file, and mark one as
 * made from the English file's current version; `next dev` only (a `.dev.ts` file). This computer
 * only, the site's translatable files only, and only what the build would accept
 * (lib/editor/translation-api.ts).
 */
export const { POST } = translationActionsApi(
  keystaticConfig,
  process.cwd(),
  undefined,
  contentFileProblems,
  translatableFiles,
);
