import type { BlockedSaveProblem } from "@/keystatic/blocked-save";
import type { BasedOn } from "@/lib/editor/editor-guard";

/**
 * The editor page's half of "a save never writes over a change the form did not see".
 *
 * Keystatic 0.6.9's local mode sends a save as `{ additions, deletions }` with nothing saying
 * which version of each file the form was loaded from, and its UI has no hook for it. So the page
 * wraps `fetch` for Keystatic's own API calls: it keeps the ids of the files in the tree Keystatic
 * holds (the tree it fetched, then the one each save answers), adds `basedOn` to each save, and
 * when the API answers 409 (lib/editor/editor-api.ts) asks the marketer what to do before Keystatic
 * sees the answer. It also checks each file a save writes against the build's rules that span
 * several fields (keystatic/save-rules.ts) before sending it, and passes on what the API says
 * about a save that went through (a date that has passed).
 */

/** What the marketer chose when a file changed on disk since the form loaded it. */
export type ConflictChoice = "overwrite" | "reload" | "cancel";
export type Conflict = { message: string; files: string[]; current: BasedOn };
export type AskAboutConflict = (conflict: Conflict) => Promise<ConflictChoice>;

type TreeEntry = { path: string; type: string; sha: string };
type Ids = ReadonlyMap<string, string>;
type SaveBody = {
  additions: { path: string; contents?: string }[];
  deletions: { path: string }[];
};

/** Header of the API's 409 answer: the id of each named file on disk (lib/editor/editor-api.ts). */
const CURRENT_IDS_HEADER = "X-Editor-Current";
/** Header of a save's answer: what the site does differently now, URI-encoded JSON (lib/editor/editor-api.ts). */
const NOTES_HEADER = "X-Editor-Notes";

/** A text file of a save, as its bytes (Keystatic sends them in base64url). */
const TEXT_FILE = /\.(ya?ml|md|mdoc|json)$/;
const fromBase64Url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0)),
  );
function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** What a save's files hold, checked and tidied; `problems` stop it before it is sent. */
export type Review = (
  path: string,
  text: string,
) => { text: string; problems: BlockedSaveProblem[] };

/** The save's text files reviewed: the body to send, or the problems that stop it. */
function reviewSave(
  body: SaveBody,
  review: Review,
): { body: SaveBody; problems: BlockedSaveProblem[] } {
  const problems: BlockedSaveProblem[] = [];
  const additions = body.additions.map((file) => {
    if (typeof file.contents !== "string" || !TEXT_FILE.test(file.path)) return file;
    const before = fromBase64Url(file.contents);
    const reviewed = review(file.path, before);
    problems.push(...reviewed.problems);
    return reviewed.text === before ? file : { ...file, contents: toBase64Url(reviewed.text) };
  });
  return { body: { ...body, additions }, problems };
}
const API = "/api/keystatic/";

const idsOf = (entries: TreeEntry[]): Ids =>
  new Map(entries.filter((entry) => entry.type === "blob").map((entry) => [entry.path, entry.sha]));

/** The id each file of a save had in the tree the form was loaded from; null for a new file. */
export function basedOnFor(body: SaveBody, held: Ids): BasedOn {
  const paths = [...body.additions, ...body.deletions].map((file) => file.path);
  return Object.fromEntries(paths.map((path) => [path, held.get(path) ?? null]));
}

/**
 * The trees Keystatic holds, as long as its own caches live (one page load). Keystatic keeps
 * the first tree it fetched under the key "initial" and reads it again whenever the editor
 * mounts anew, so a new mount goes back to that tree (`editorMounted`).
 */
export type SaveGuardState = {
  first?: Ids;
  held?: Ids;
  ask?: AskAboutConflict;
  /** Makes the form read-only while a save is on its way; returns what ends that. */
  lock?: () => () => void;
  /** Checks and tidies each text file before it is sent (keystatic/save-rules.ts). */
  review?: Review;
  /** Told why a save was not sent: it is answered 400, and nothing is written. */
  refused?: (problems: BlockedSaveProblem[]) => void;
  /** Told what the API noted about a save that went through. */
  noted?: (notes: string[]) => void;
};

/** `fetch` for the editor page: Keystatic's tree and save calls tracked and guarded. */
export function guardedFetch(
  fetchImpl: typeof fetch,
  origin: string,
  state: SaveGuardState,
  reload: () => void,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : "GET")
    ).toUpperCase();
    if (url.origin !== origin || !url.pathname.startsWith(API)) return fetchImpl(input, init);
    const route = url.pathname.slice(API.length);

    if (method === "GET" && route === "tree") {
      const response = await fetchImpl(input, init);
      if (response.ok) {
        const ids = idsOf((await response.clone().json()) as TreeEntry[]);
        state.first ??= ids;
        state.held = ids;
      }
      return response;
    }
    // Keystatic sends its save as a JSON string; anything else goes as it is.
    if (method !== "POST" || route !== "update" || typeof init?.body !== "string") {
      return fetchImpl(input, init);
    }

    const reviewed = state.review
      ? reviewSave(JSON.parse(init.body) as SaveBody, state.review)
      : { body: JSON.parse(init.body) as SaveBody, problems: [] };
    if (reviewed.problems.length > 0) {
      state.refused?.(reviewed.problems);
      // Keystatic shows this under the notice, and keeps the form as it is, unsaved.
      return new Response("Nothing was written: the red band above says what to change.", {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const body = reviewed.body;
    const send = (basedOn: BasedOn | undefined) =>
      fetchImpl(input, { ...init, body: JSON.stringify(basedOn ? { ...body, basedOn } : body) });
    const unlock = state.lock?.();
    try {
      let response = await send(state.held && basedOnFor(body, state.held));
      if (response.status === 409) {
        const current = JSON.parse(response.headers.get(CURRENT_IDS_HEADER) ?? "{}") as BasedOn;
        const conflict = {
          message: await response.clone().text(),
          files: Object.keys(current),
          current,
        };
        const choice = state.ask ? await state.ask(conflict) : "cancel";
        if (choice === "overwrite") response = await send(current);
        if (choice === "reload") reload();
      }
      if (response.ok) {
        state.held = idsOf((await response.clone().json()) as TreeEntry[]);
        const notes = JSON.parse(
          decodeURIComponent(response.headers.get(NOTES_HEADER) ?? "%5B%5D"),
        ) as unknown;
        if (Array.isArray(notes) && notes.length > 0) state.noted?.(notes.map(String));
      }
      return response;
    } finally {
      unlock?.();
    }
  };
}

/**
 * Keystatic 0.6.9 puts its form back to the saved file when a save's answer arrives (the new
 * tree resets the form's state), so whatever was typed while the save was on its way vanished
 * without a word, and the next Save did nothing. So the form is inert from the moment
 * a save is sent until Keystatic shows it done: its header's progress circle gone. The Save button
 * sits in the header, outside the form, and keeps the focus.
 */
function lockFormWhileSaving(doc: Document = document): () => void {
  const panel = doc.getElementById("keystatic-main-panel");
  const form = panel?.querySelector("form");
  if (!panel || !form) return () => {};
  form.inert = true;
  form.setAttribute("aria-busy", "true");
  return () => {
    const started = Date.now();
    const release = () => {
      const saving = panel.querySelector("header [role=progressbar]") !== null;
      // Ten seconds at most: a form never stays locked on a Keystatic that shows no circle.
      if (saving && Date.now() - started < 10_000) {
        requestAnimationFrame(release);
        return;
      }
      form.inert = false;
      form.removeAttribute("aria-busy");
    };
    requestAnimationFrame(release);
  };
}

/**
 * Keystatic's key for the unsaved changes of the form at an editor address (kept in IndexedDB,
 * database "keystatic", store "items", and restored when the form opens again).
 */
export function draftKey(pathname: string): string[] | null {
  const [, kind, name, item, slug] = pathname
    .replace(/^\/keystatic\/?/, "/")
    .split("/")
    .map(decodeURIComponent);
  if (kind === "singleton" && name) return ["singleton", name];
  if (kind === "collection" && name && item === "item" && slug) return ["collection", name, slug];
  return null;
}

/** Drops the open form's unsaved changes, so a reload shows the file as it is on disk. */
function forgetDraft(key: string[]): Promise<void> {
  return new Promise((resolve) => {
    const open = indexedDB.open("keystatic");
    open.onerror = () => resolve();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("items")) return resolve();
      const transaction = db.transaction("items", "readwrite");
      transaction.objectStore("items").delete(key);
      transaction.oncomplete = transaction.onerror = () => resolve();
    };
  });
}

const state: SaveGuardState = {};
let installed = false;

/**
 * Wraps the page's `fetch` once, and points conflicts at `ask` while the editor is mounted, and a
 * save's review, refusal and notes at `on`. Returns the cleanup for React's effect.
 */
export function installSaveGuard(
  ask: AskAboutConflict,
  on: Pick<SaveGuardState, "review" | "refused" | "noted"> = {},
): () => void {
  state.lock = () => lockFormWhileSaving(document);
  Object.assign(state, on);
  if (!installed) {
    installed = true;
    window.fetch = guardedFetch(window.fetch.bind(window), window.location.origin, state, () => {
      const key = draftKey(window.location.pathname);
      void (key ? forgetDraft(key) : Promise.resolve()).then(() => window.location.reload());
    });
  }
  // Keystatic, mounted anew, reads its first tree again: so does the guard.
  state.held = state.first;
  state.ask = ask;
  return () => {
    if (state.ask === ask) state.ask = undefined;
  };
}
