import { lstat, readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRouteConfig } from "@keystatic/core/api/generic";
import { editorEntryHref } from "@/keystatic/editor-entry";
import { gitBlobId } from "@/lib/content/translation-status";
import { ContainedWriteError, writeContained } from "@/lib/editor/contained-write";
import {
  editorFoldersOf,
  linkProblem,
  networkExposure,
  type FileCheck,
} from "@/lib/editor/editor-api";
import { editorFileProblem, foreignRequestReason } from "@/lib/editor/editor-guard";
import {
  markedCurrent,
  parseTranslationAction,
  startedTranslation,
} from "@/lib/editor/translation-actions";
import { boundedText } from "@/lib/text/bounded-body";

/** The translations overview (app/(editor)/translations), where the actions are asked from. */
const TRANSLATIONS_PAGE = "/translations";

/** A form of two short fields and a blob id: anything longer is not the overview's. */
const MAX_BODY_BYTES = 2048;

const HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Content-Type": "text/plain; charset=utf-8",
};

const answer = (status: number, text: string) => new Response(text, { status, headers: HEADERS });

/** To a page of this same server (`to` is a path), after the form's POST: 303, so the next request is a GET. */
const seeOther = (to: string) =>
  new Response(null, { status: 303, headers: { ...HEADERS, Location: to } });

/** Whether something (a file, a link, a folder) is at `file` under `root`. */
async function exists(root: string, file: string): Promise<boolean> {
  try {
    await lstat(path.join(root, file));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * The translations overview's two actions, `next dev` only (app/(editor)/api/translations):
 * `start` writes `content/<locale>/<path>` as a copy of the English file that says which English
 * version it is made from, then sends the marketer to its form in the editor; `current` sets an
 * existing translation's `translatedFrom` to the English file's version, then goes back to the
 * overview. Guarded as the editor's API is (lib/editor/editor-api.ts): this computer only, no
 * page of another site (and a request must say its origin, as a browser's form does), not while the server answers the network; the English file must be one
 * the site translates (`translatable`), the version the one the marketer saw, the path
 * within the editor's folders and free of links; the result must pass the build's checks, and
 * is written by lib/editor/contained-write.ts.
 */
export function translationActionsApi(
  config: APIRouteConfig["config"],
  root = process.cwd(),
  exposure: () => Promise<string | null> = networkExposure,
  checkFile: FileCheck = () => [],
  /** The English files the site translates, as they are under `root` (content/translation-overview.ts). */
  translatable: (root: string) => string[] = () => [],
) {
  let exposed: Promise<string | null> | undefined;
  const folders = editorFoldersOf(config);

  async function POST(request: Request): Promise<Response> {
    const headers = request.headers;
    // A form's POST carries no header of the page's own choosing (the editor's API has its
    // `no-cors`); every browser sends Origin with it, so one without is refused too.
    const foreign =
      foreignRequestReason({
        host: headers.get("host"),
        origin: headers.get("origin"),
        secFetchSite: headers.get("sec-fetch-site"),
        forwardedHost: headers.get("x-forwarded-host"),
      }) ?? (headers.get("origin") === null ? "a request that does not say its origin" : null);
    if (foreign) {
      console.warn(`The translations page refused ${foreign}.`);
      return answer(403, `Refused: ${foreign}. The editor answers only this computer.`);
    }
    const address = await (exposed ??= exposure());
    if (address) {
      return answer(
        403,
        `Refused: the preview also answers the network at ${address}. Start it with npm run dev, which answers this computer only.`,
      );
    }
    if (headers.get("content-type") !== "application/x-www-form-urlencoded") {
      return answer(400, "Refused: the actions are sent by the translations page's buttons.");
    }
    const text = await boundedText(request, MAX_BODY_BYTES);
    if (text === null) return answer(413, "Refused: the request is too long.");
    const action = parseTranslationAction(new URLSearchParams(text), translatable(root));
    if ("problem" in action) return answer(400, `Refused: ${action.problem}.`);
    const { kind, englishFile, file, version } = action;
    const problem =
      editorFileProblem(file, folders) ??
      (await linkProblem(root, englishFile)) ??
      (await linkProblem(root, file));
    if (problem) return answer(400, `Refused: ${problem}.`);

    const english = await readFile(path.join(root, englishFile));
    if (gitBlobId(english) !== version) {
      return answer(
        409,
        `Nothing was written: ${englishFile} changed since the translations page showed it. Go back and reload the page to see where it stands now.`,
      );
    }
    const there = await exists(root, file);
    let written: string;
    try {
      if (kind === "start") {
        if (there) {
          return answer(
            409,
            `Nothing was written: ${file} exists already (started in another tab?). Go back and reload the page; open it from there.`,
          );
        }
        written = startedTranslation(englishFile, english.toString("utf8"), version);
      } else {
        if (!there) {
          return answer(
            409,
            `Nothing was written: there is no ${file} (deleted since?). Go back and reload the page.`,
          );
        }
        written = markedCurrent(file, await readFile(path.join(root, file), "utf8"), version);
      }
    } catch (error) {
      return answer(400, `Nothing was written: ${(error as Error).message}.`);
    }
    const refused = checkFile(file, written);
    if (refused.length > 0) {
      return answer(
        400,
        `Nothing was written: the build would refuse it. Correct it in the editor first.\n${refused.map((line) => `- ${line}`).join("\n")}`,
      );
    }
    try {
      await writeContained(root, {
        additions: [{ path: file, contents: new TextEncoder().encode(written) }],
        deletions: [],
      });
    } catch (error) {
      if (!(error instanceof ContainedWriteError)) throw error;
      console.warn(`The translations page stopped a write: ${error.message}.`);
      return answer(400, `Refused: ${error.message}.`);
    }
    if (kind === "start") return seeOther(editorEntryHref(file) ?? TRANSLATIONS_PAGE);
    return seeOther(`${TRANSLATIONS_PAGE}?marked=${encodeURIComponent(file)}`);
  }

  return { POST };
}
