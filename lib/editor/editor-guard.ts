import { createHash } from "node:crypto";
import { imageSize } from "image-size";
import { foreignHostReason } from "@/scripts/local-host.mjs";
import { extensionOf, IMAGE_TYPES, svgProblems } from "@/scripts/uploads.mjs";

/**
 * What the content editor's API (`/api/keystatic/*`, `next dev` only) lets through: requests
 * from the marketer's own computer, for the content files the editor exists to write. Pure;
 * lib/editor/editor-api.ts applies it around Keystatic's handler. See docs/security-headers.md.
 */

/** The request headers that say who is asking. */
export type RequestFacts = {
  host: string | null;
  origin: string | null;
  secFetchSite: string | null;
  forwardedHost: string | null;
};

/**
 * Why a request did not come from a page of the editor on this computer, or null. Its `Host`
 * must be a loopback name (a device on the network, or a page that rebinds its own domain to
 * 127.0.0.1, sends another); an `Origin` must be that very host (a page on another port of
 * localhost sends its own); `Sec-Fetch-Site`, when the browser sends it, must be same-origin. A
 * forwarded host must be the same host: it is a header any page of the same origin can set.
 * Tools on this computer (curl) send no Origin and no Sec-Fetch-Site, and pass.
 */
export function foreignRequestReason(facts: RequestFacts): string | null {
  const foreignHost = foreignHostReason(facts);
  if (foreignHost) return foreignHost;
  const host = facts.host?.toLowerCase() ?? "";
  const origin = facts.origin?.toLowerCase();
  if (origin !== undefined && origin !== `http://${host}` && origin !== `https://${host}`) {
    return `a request from a page of ${JSON.stringify(facts.origin)}`;
  }
  if (facts.secFetchSite !== null && facts.secFetchSite.toLowerCase() !== "same-origin") {
    return `a request from another site (Sec-Fetch-Site: ${facts.secFetchSite})`;
  }
  return null;
}

/** Where the editor reads and writes, from Keystatic's own list of its directories. */
export type EditorFolders = {
  /** Data files, by exact path: `content/plans.yaml`. */
  files: string[];
  /** Folders of Markdown and YAML entries, with their trailing `/`: `content/posts/`. */
  content: string[];
  /** Folders of uploaded images, with their trailing `/`: `public/blog/`. */
  images: string[];
};

/**
 * Sorts Keystatic's allowed directories (`getAllowedDirectories`, which it compares with
 * `startsWith` and no trailing `/`, so `content/plans` also admits `content/plans.ts`) into
 * exact files and folders that end with `/`. Anything outside content/ and public/ is an error.
 */
export function editorFolders(allowedDirectories: readonly string[]): EditorFolders {
  const folders: EditorFolders = { files: [], content: [], images: [] };
  for (const directory of allowedDirectories) {
    if (/^content\/.+\.yaml$/.test(directory)) folders.files.push(directory);
    else if (directory.startsWith("content/")) folders.content.push(`${directory}/`);
    else if (directory.startsWith("public/")) folders.images.push(`${directory}/`);
    else
      throw new Error(
        `the editor's configuration names ${directory}, outside content/ and public/`,
      );
  }
  return folders;
}

/** Extensions the editor writes in a content folder; anything else there is code or stray. */
const CONTENT_EXTENSIONS = ["md", "yaml"];

/**
 * One segment of a path: no `.` or `..`, no hidden file (`.env`, `.htaccess`), no character a
 * file system or URL reads as something else (`\ : * ? " < > | # %`, controls, invisible
 * formatting), and no trailing dot or space (Windows drops them: `x.svg.` is `x.svg`).
 */
const SEGMENT = /^(?![.\s])[^/\\:*?"<>|#%\p{Cc}\p{Cf}]+(?<![.\s])$/u;
const MAX_PATH = 300;
/** Bytes in one file or folder name: the limit of the usual file systems (ext4, APFS, NTFS's 255 units). */
const MAX_NAME_BYTES = 255;

const listed = (folders: string[]) => folders.join(", ");

/**
 * Why the editor may not read, write or delete `path` (relative to the project, as Keystatic
 * sends it), or null: only `.md` and `.yaml` under a content folder or a data file by name,
 * and images of an allowed type, with a lower-case extension, under an image folder.
 */
export function editorFileProblem(path: string, folders: EditorFolders): string | null {
  if (path.length > MAX_PATH) return `a path longer than ${MAX_PATH} characters`;
  const segments = path.split("/");
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined)
    return `${JSON.stringify(path)}: ${JSON.stringify(bad)} is not a file or folder name the editor writes`;
  const long = segments.find((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES);
  if (long !== undefined)
    return `${JSON.stringify(path)}: the name ${JSON.stringify(`${[...long].slice(0, 24).join("")}…`)} is ${Buffer.byteLength(long)} bytes long; a file or folder name has at most ${MAX_NAME_BYTES}, so shorten it`;
  if (folders.files.includes(path)) return null;
  const name = segments.at(-1) ?? "";
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : "";
  const content = folders.content.find((folder) => path.startsWith(folder));
  if (content) {
    return CONTENT_EXTENSIONS.includes(extension)
      ? null
      : `${path}: only .md and .yaml files are written in ${content}`;
  }
  const images = folders.images.find((folder) => path.startsWith(folder));
  if (images) {
    if (Object.hasOwn(IMAGE_TYPES, extension)) return null;
    const lower = extension.toLowerCase();
    return Object.hasOwn(IMAGE_TYPES, lower)
      ? `${path}: write the extension in lower case (${name.slice(0, -extension.length)}${lower})`
      : `${path}: only images (${Object.keys(IMAGE_TYPES).join(", ")}) are written in ${images}`;
  }
  return `${path} is outside what the editor writes (${listed(folders.content)}, ${listed(folders.images)} and the data files in content/)`;
}

/**
 * Why the bytes to be written at `path` are not what its name says, or null: content files are
 * UTF-8 text, an image is an image of its extension's type, and an SVG holds no script, event
 * handler, script URL or reference to another file (scripts/uploads.mjs).
 */
export function fileContentsProblem(path: string, bytes: Uint8Array): string | null {
  const extension = extensionOf(path);
  if (CONTENT_EXTENSIONS.includes(extension)) {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      return null;
    } catch {
      return `${path}: not UTF-8 text`;
    }
  }
  if (extension === "svg") {
    const problems = svgProblems(bytes);
    return problems.length ? `${path}: an SVG that ${problems.join("; ")}` : null;
  }
  let type: string | undefined;
  try {
    type = imageSize(bytes).type;
  } catch {
    type = undefined;
  }
  return type === IMAGE_TYPES[extension] ? null : `${path}: not a ${extension.toUpperCase()} image`;
}

/** The path parameters of an API request, decoded exactly as Keystatic's handler decodes them. */
export function keystaticParams(url: string): string[] {
  return new URL(url).pathname
    .replace(/^\/api\/keystatic\/?/, "")
    .split("/")
    .map((part) => decodeURIComponent(part))
    .filter(Boolean);
}

export type EditorRoute =
  | { kind: "tree" }
  | { kind: "blob"; path: string }
  | { kind: "update" }
  | { kind: "rules" }
  | { kind: "none" };

/**
 * Which of Keystatic's three local-mode endpoints a request is for, as its handler dispatches,
 * or `rules`: the build's rules the editor page builds its forms from (keystatic/editor.tsx).
 */
export function editorRoute(method: string, params: string[]): EditorRoute {
  const joined = params.join("/");
  if (method === "GET" && joined === "tree") return { kind: "tree" };
  if (method === "GET" && joined === "rules") return { kind: "rules" };
  if (method === "GET" && params[0] === "blob")
    return { kind: "blob", path: params.slice(2).join("/") };
  if (method === "POST" && joined === "update") return { kind: "update" };
  return { kind: "none" };
}

/** Keystatic's base64url, decoded as its handler decodes it (`atob`), so the bytes checked are the bytes written. */
function base64UrlDecode(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.codePointAt(0) ?? 0);
}

export function base64UrlEncode(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64url");
}

/**
 * For each file a save writes or deletes, the git blob id of the version the editor's form was
 * loaded from, or null for a file it did not have. Added to Keystatic's body by the editor page
 * (keystatic/save-guard.ts), which Keystatic 0.6.9's local mode does not send.
 */
export type BasedOn = Record<string, string | null>;

export type Update = {
  additions: { path: string; contents: Uint8Array }[];
  deletions: { path: string }[];
  basedOn?: BasedOn;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const hasKeys = (value: Record<string, unknown>, keys: string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => key in value);

const GIT_ID = /^[0-9a-f]{40}$/;

/** `basedOn` as the editor page sends it: a git blob id or null for each file the save names. */
function parseBasedOn(value: unknown, paths: Set<string>): BasedOn | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([path, id]) => paths.has(path) && (id === null || (typeof id === "string" && GIT_ID.test(id))),
  );
  return valid ? (Object.fromEntries(entries) as BasedOn) : null;
}

/**
 * An `update` body (`{ additions: [{ path, contents }], deletions: [{ path }] }`, contents in
 * base64url, and optionally `basedOn`) checked whole: every path and every file's bytes, all or
 * nothing.
 */
export function parseUpdate(
  body: unknown,
  folders: EditorFolders,
): Update | { problems: string[] } {
  if (
    !isRecord(body) ||
    !(
      hasKeys(body, ["additions", "deletions"]) ||
      hasKeys(body, ["additions", "deletions", "basedOn"])
    ) ||
    !Array.isArray(body.additions) ||
    !Array.isArray(body.deletions)
  ) {
    return { problems: ["the body is not { additions: [...], deletions: [...] }"] };
  }
  const problems: string[] = [];
  const update: Update = { additions: [], deletions: [] };
  for (const addition of body.additions as unknown[]) {
    if (
      !isRecord(addition) ||
      !hasKeys(addition, ["path", "contents"]) ||
      typeof addition.path !== "string" ||
      typeof addition.contents !== "string"
    ) {
      problems.push("an addition that is not { path, contents }");
      continue;
    }
    const pathProblem = editorFileProblem(addition.path, folders);
    if (pathProblem) {
      problems.push(pathProblem);
      continue;
    }
    let contents: Uint8Array;
    try {
      contents = base64UrlDecode(addition.contents);
    } catch {
      problems.push(`${addition.path}: its contents are not base64url`);
      continue;
    }
    const contentsProblem = fileContentsProblem(addition.path, contents);
    if (contentsProblem) problems.push(contentsProblem);
    else update.additions.push({ path: addition.path, contents });
  }
  for (const deletion of body.deletions as unknown[]) {
    if (!isRecord(deletion) || !hasKeys(deletion, ["path"]) || typeof deletion.path !== "string") {
      problems.push("a deletion that is not { path }");
      continue;
    }
    const pathProblem = editorFileProblem(deletion.path, folders);
    if (pathProblem) problems.push(pathProblem);
    else update.deletions.push({ path: deletion.path });
  }
  if ("basedOn" in body) {
    const named = new Set([...update.additions, ...update.deletions].map((file) => file.path));
    const basedOn = parseBasedOn(body.basedOn, named);
    if (basedOn) update.basedOn = basedOn;
    else problems.push("basedOn is not { <a path the save names>: <git blob id> | null }");
  }
  return problems.length ? { problems } : update;
}

/** Git's id of a file's bytes (a blob), as Keystatic's tree names every file. */
export function gitBlobId(bytes: Uint8Array): string {
  return createHash("sha1")
    .update(Buffer.from(`blob ${bytes.byteLength}\0`))
    .update(bytes)
    .digest("hex");
}

/**
 * The files a save would write over though they changed since the editor's form loaded them
 * (another tab, a text editor, `git pull`): `basedOn` against each file's id on disk now, null
 * for a file that is not there.
 */
export function changedSince(basedOn: BasedOn, current: BasedOn): string[] {
  return Object.keys(basedOn).filter((path) => basedOn[path] !== (current[path] ?? null));
}

/** An entry of Keystatic's tree: a file (blob) or a folder (tree), with its git object id. */
export type TreeEntry = { path: string; mode: string; type: "blob" | "tree"; sha: string };
type TreeNode = { entry?: TreeEntry; children: Map<string, TreeNode> };

/** A git tree object's id, its entries ordered as Keystatic orders them (folders as `name/`). */
function treeSha(children: { name: string; mode: string; sha: string }[]): string {
  const key = ({ name, mode }: { name: string; mode: string }) =>
    mode === "040000" ? `${name}/` : name;
  const sorted = [...children].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const body = Buffer.concat(
    sorted.flatMap(({ name, mode, sha }) => [
      Buffer.from(`${mode.replace(/^0/, "")} ${name}\0`),
      Buffer.from(sha, "hex"),
    ]),
  );
  return createHash("sha1")
    .update(Buffer.concat([Buffer.from(`tree ${body.length}\0`), body]))
    .digest("hex");
}

/**
 * Keystatic's tree of the project (every file it would list, `.env` and code included) cut to
 * the files the editor may read, with the folders' ids computed again for what is left
 * (Keystatic does not export its own tree builder), parents before their children.
 */
export function editorTree(entries: readonly TreeEntry[], folders: EditorFolders): TreeEntry[] {
  const root = new Map<string, TreeNode>();
  for (const entry of entries) {
    if (entry.type !== "blob" || editorFileProblem(entry.path, folders) !== null) continue;
    const parts = entry.path.split("/");
    let children = root;
    for (const part of parts.slice(0, -1)) {
      const node = children.get(part) ?? { children: new Map() };
      children.set(part, node);
      children = node.children;
    }
    children.set(parts.at(-1) ?? "", { entry, children: new Map() });
  }
  const walk = (children: Map<string, TreeNode>, prefix: string) => {
    const listed: TreeEntry[] = [];
    const own: { name: string; mode: string; sha: string }[] = [];
    for (const [name, node] of children) {
      if (node.entry) {
        listed.push(node.entry);
        own.push({ name, mode: node.entry.mode, sha: node.entry.sha });
        continue;
      }
      const path = `${prefix}${name}`;
      const inner = walk(node.children, `${path}/`);
      const folder: TreeEntry = { path, mode: "040000", type: "tree", sha: inner.sha };
      listed.push(folder, ...inner.listed);
      own.push({ name, mode: folder.mode, sha: folder.sha });
    }
    return { listed, sha: treeSha(own) };
  };
  return walk(root, "").listed;
}
