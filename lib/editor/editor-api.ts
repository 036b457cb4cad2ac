import { lstat, readFile } from "node:fs/promises";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import type { APIRouteConfig } from "@keystatic/core/api/generic";
import { getAllowedDirectories } from "@keystatic/core/api/utils";
import { makeRouteHandler } from "@keystatic/next/route-handler";
import { boundedText } from "@/lib/text/bounded-body";
import { ContainedWriteError, writeContained } from "@/lib/editor/contained-write";
import { EDITOR_MAX_BODY_BYTES } from "@/lib/editor/editor-limits";
import {
  type BasedOn,
  changedSince,
  editorFileProblem,
  editorFolders,
  editorRoute,
  editorTree,
  foreignRequestReason,
  gitBlobId,
  keystaticParams,
  parseUpdate,
  type TreeEntry,
  type Update,
} from "@/lib/editor/editor-guard";

export { EDITOR_MAX_BODY_BYTES };

/** What the build would say of a content file's new text (content/file-check.ts), or nothing. */
export type FileCheck = (path: string, text: string) => string[];

/** On every answer: never sniffed, cached or run as a document, never read by another origin. */
const API_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
};

function answer(status: number, body: BodyInit | null, type = "text/plain; charset=utf-8") {
  return new Response(body, { status, headers: { ...API_HEADERS, "Content-Type": type } });
}

/**
 * Why writing or reading `file` (relative to `base`) could reach another file, or null: a
 * symbolic link anywhere on its way (content/posts -> ../app), or a file with a second name
 * (a hard link), which a write would change too.
 */
export async function linkProblem(base: string, file: string): Promise<string | null> {
  let current = base;
  for (const part of file.split("/")) {
    current = path.join(current, part);
    try {
      const stat = await lstat(current);
      if (stat.isSymbolicLink())
        return `${file}: ${path.relative(base, current)} is a symbolic link`;
      if (stat.isFile() && stat.nlink > 1)
        return `${file}: the file has another name on disk (a hard link)`;
    } catch {
      return null;
    }
  }
  return null;
}

async function linkProblems(base: string, files: string[]): Promise<string[]> {
  const problems = await Promise.all(files.map((file) => linkProblem(base, file)));
  return problems.filter((problem): problem is string => problem !== null);
}

/** Whether something accepts a connection on `host`:`port` within `timeout` ms. */
export function answersOn(host: string, port: number, timeout = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
  });
}

/**
 * The network address this server also answers on, or null. `npm run dev` listens on
 * 127.0.0.1; `next dev` started another way listens on every interface, where a device on the
 * network can send `Host: localhost` and pass the header checks, so the editor then refuses.
 */
export async function networkExposure(port = Number(process.env.PORT)): Promise<string | null> {
  if (!Number.isInteger(port) || port <= 0) return null;
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith("fe80"))
    .map((address) => address!.address);
  for (const address of addresses) {
    if (await answersOn(address, port)) return address.includes(":") ? `[${address}]` : address;
  }
  return null;
}

/** The git blob id of each file as it is on disk now, null for a file that is not there. */
async function idsOnDisk(base: string, files: string[]): Promise<BasedOn> {
  const ids = await Promise.all(
    files.map(async (file) => {
      try {
        return [file, gitBlobId(await readFile(path.join(base, file)))] as const;
      } catch {
        return [file, null] as const;
      }
    }),
  );
  return Object.fromEntries(ids);
}

/** The header of a 409 answer with each changed file's id on disk, for an "overwrite" choice. */
const CURRENT_IDS_HEADER = "X-Editor-Current";

/** The header of a save's answer: what the site does differently now, URI-encoded JSON lines. */
const NOTES_HEADER = "X-Editor-Notes";

/** The editor's folders (lib/editor/editor-guard.ts) from its configuration. */
export const editorFoldersOf = (config: APIRouteConfig["config"]) =>
  editorFolders(getAllowedDirectories(config));

/**
 * Keystatic's API route handler for local mode, behind the guard of lib/editor/editor-guard.ts:
 * requests not from this computer are refused; `tree` lists the editor's files only; `blob`
 * reads and `update` writes or deletes them only, checked whole before anything is written; a
 * save over a file that changed since the form loaded it is refused with 409, and a content file
 * the build would refuse (`checkFile`, content/file-check.ts) with 400 and the build's words,
 * before anything is written. The files are written by lib/editor/contained-write.ts, which crosses no
 * symbolic link even when one appears during the save. `rules` answers the build's rules
 * (`rules()`, keystatic/content-schemas.ts) that the editor page builds its forms from: the page
 * itself imports no content, so a save never reloads it. A save that went through is answered
 * with `notes` on what it wrote (a date that has passed), for the form.
 */
export function guardedEditorApi(
  config: APIRouteConfig["config"],
  baseDirectory = process.cwd(),
  exposure: () => Promise<string | null> = networkExposure,
  rules: () => unknown = () => null,
  checkFile: FileCheck = () => [],
  notes: (written: Update["additions"]) => string[] = () => [],
) {
  let exposed: Promise<string | null> | undefined;
  const keystatic = makeRouteHandler({ config, localBaseDirectory: baseDirectory });
  const folders = editorFoldersOf(config);

  /**
   * Keystatic's tree, read again while a file vanishes under it (a folder moved while it lists):
   * after a few tries the answer says the files changed, rather than a bare 500.
   */
  async function tree(request: Request, saved = false): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await treeAnswer(await keystatic.GET(request.clone()));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt === 4) {
          console.warn(`The content editor could not list the files: ${(error as Error).message}`);
          return answer(
            503,
            `${saved ? "Saved, but the" : "The"} files changed on disk while the editor listed them (${(error as NodeJS.ErrnoException).code ?? "an error"}). Reload the page.`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  async function treeAnswer(response: Response): Promise<Response> {
    if (!response.ok) return answer(response.status, await response.text());
    const entries = (await response.json()) as TreeEntry[];
    return answer(200, JSON.stringify(editorTree(entries, folders)), "application/json");
  }

  async function handle(request: Request): Promise<Response> {
    const headers = request.headers;
    const foreign = foreignRequestReason({
      host: headers.get("host"),
      origin: headers.get("origin"),
      secFetchSite: headers.get("sec-fetch-site"),
      forwardedHost: headers.get("x-forwarded-host"),
    });
    if (foreign) {
      console.warn(`The content editor refused ${foreign}.`);
      return answer(
        403,
        `Refused: ${foreign}. The editor answers only this computer, at http://localhost.`,
      );
    }
    // Checked once, at the first request: the server's address does not change while it runs.
    const address = await (exposed ??= exposure());
    if (address) {
      const reason = `the preview also answers the network at ${address}, where any device can reach the editor`;
      console.warn(
        `The content editor is off: ${reason}. Start it with npm run dev (127.0.0.1 only).`,
      );
      return answer(
        403,
        `Refused: ${reason}. Stop it and start it with npm run dev, which answers this computer only.`,
      );
    }
    let params: string[];
    try {
      params = keystaticParams(request.url);
    } catch {
      return answer(400, "Refused: the address is not decodable.");
    }
    const route = editorRoute(request.method, params);
    if (route.kind === "tree") return tree(request);
    if (route.kind === "rules") return answer(200, JSON.stringify(rules()), "application/json");
    if (route.kind === "blob") {
      const problem =
        editorFileProblem(route.path, folders) ?? (await linkProblem(baseDirectory, route.path));
      if (problem) return answer(400, `Refused: ${problem}.`);
      const response = await keystatic.GET(request);
      return answer(response.status, await response.arrayBuffer(), "application/octet-stream");
    }
    if (route.kind !== "update") return answer(404, "Not Found");
    // As Keystatic asks: a header a page of another origin cannot send without asking first.
    if (headers.get("no-cors") !== "1" || headers.get("content-type") !== "application/json") {
      return answer(400, "Refused: a save is sent by the editor's page, as JSON.");
    }

    // Next lets one byte more than the limit through (next.config.ts): a body it cut is refused.
    const text = await boundedText(request, EDITOR_MAX_BODY_BYTES);
    if (text === null) {
      return answer(
        413,
        `Refused: the save is larger than ${EDITOR_MAX_BODY_BYTES / 1024 / 1024} MiB, the most the editor takes at once. Save fewer or smaller images at a time.`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(400, "Refused: the body is not JSON.");
    }
    const update = parseUpdate(body, folders);
    const problems =
      "problems" in update
        ? update.problems
        : await linkProblems(
            baseDirectory,
            [...update.additions, ...update.deletions].map((file) => file.path),
          );
    if ("problems" in update || problems.length) {
      console.warn(
        `The content editor refused a save:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
      );
      return answer(400, `Nothing was saved:\n${problems.map((p) => `- ${p}`).join("\n")}`);
    }
    if (update.basedOn) {
      const current = await idsOnDisk(baseDirectory, Object.keys(update.basedOn));
      const changed = changedSince(update.basedOn, current);
      if (changed.length) {
        const response = answer(
          409,
          `Not saved: ${changed.join(", ")} changed on disk since this form loaded it (in another tab, a text editor or git). Reload the page to see that version.`,
        );
        response.headers.set(CURRENT_IDS_HEADER, JSON.stringify(current));
        return response;
      }
    }
    const buildProblems = update.additions.flatMap((file) =>
      checkFile(file.path, new TextDecoder().decode(file.contents)),
    );
    if (buildProblems.length) {
      console.warn(
        `The content editor refused a save the build would refuse:\n${buildProblems.map((p) => `  - ${p}`).join("\n")}`,
      );
      return answer(
        400,
        `Nothing was saved: the build would refuse it.\n${buildProblems.map((p) => `- ${p}`).join("\n")}`,
      );
    }
    // What was checked is written, from the checked bytes: not the request's own text.
    try {
      await writeContained(baseDirectory, update);
    } catch (error) {
      if (!(error instanceof ContainedWriteError)) throw error;
      console.warn(`The content editor stopped a save: ${error.message}.`);
      return answer(400, `Refused: ${error.message}.`);
    }
    const listing = new URL("/api/keystatic/tree", request.url);
    const saved = await tree(new Request(listing, { headers: { "no-cors": "1" } }), true);
    const said = saved.ok ? notes(update.additions) : [];
    if (said.length > 0) saved.headers.set(NOTES_HEADER, encodeURIComponent(JSON.stringify(said)));
    return saved;
  }

  return { GET: handle, POST: handle };
}
