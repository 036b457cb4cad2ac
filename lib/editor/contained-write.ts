import { spawn } from "node:child_process";
import { realpath } from "node:fs/promises";

/**
 * Writes and deletes files under one folder (the project, for the content editor) so that no
 * write crosses a symbolic link, even one a local process puts in place while the save runs.
 *
 * A check of the path followed by a write by path leaves a window: the folder can become a link
 * in between, and the write follows it. The cure is to write relative to the folder itself rather
 * than to its name (`openat`), which Node has no call for; but a process's working folder is such
 * a handle: once a process has changed into a folder, a relative name is looked up in that folder,
 * wherever it is moved and whatever takes its name. So the writes run in a small child process
 * (`WRITER`) that, for each file, changes into the project and then into each folder on the way,
 * one at a time, checking after each step that it is where it should be (its real path, which the
 * system tracks, is the project's own); it then writes a new file of a random name in that folder
 * (`O_EXCL | O_NOFOLLOW`) and renames it onto the target, both by names relative to the folder.
 * A deletion removes the name the same way. See docs/security-headers.md.
 */

export type Change = {
  additions: { path: string; contents: Uint8Array }[];
  deletions: { path: string }[];
};

export class ContainedWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContainedWriteError";
  }
}

/** The child's script: reads `{ base, additions, deletions }` as JSON on standard input. */
const WRITER = String.raw`
const fs = require("node:fs");
const path = require("node:path");
const { randomBytes } = require("node:crypto");
const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW = 0 } = fs.constants;

class Refused extends Error {}

/** Changes into base, then into each folder of folder (made when create), checking each step. */
function enter(base, folder, create) {
  process.chdir(base);
  if (process.cwd() !== base) throw new Refused("the project folder moved");
  let expected = base;
  let walked = "";
  for (const part of folder ? folder.split("/") : []) {
    walked = walked ? walked + "/" + part : part;
    expected = path.join(expected, part);
    let stat = fs.lstatSync(part, { throwIfNoEntry: false });
    if (!stat && create) {
      try {
        fs.mkdirSync(part);
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
      }
      stat = fs.lstatSync(part, { throwIfNoEntry: false });
    }
    if (!stat) throw new Refused(walked + " is not there");
    if (stat.isSymbolicLink()) throw new Refused(walked + " is a symbolic link");
    if (!stat.isDirectory()) throw new Refused(walked + " is not a folder");
    process.chdir(part);
    if (process.cwd() !== expected) throw new Refused(walked + " leads outside the project");
  }
}

const folderOf = (file) => (path.posix.dirname(file) === "." ? "" : path.posix.dirname(file));

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
  const { base, additions, deletions } = JSON.parse(input);
  let current = "";
  try {
    for (const { path: file, contents } of additions) {
      current = file;
      enter(base, folderOf(file), true);
      const temporary = ".editor-" + randomBytes(6).toString("hex") + ".tmp";
      const descriptor = fs.openSync(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644);
      try {
        fs.writeFileSync(descriptor, Buffer.from(contents, "base64"));
      } finally {
        fs.closeSync(descriptor);
      }
      try {
        fs.renameSync(temporary, path.posix.basename(file));
      } catch (error) {
        fs.rmSync(temporary, { force: true });
        throw error;
      }
    }
    for (const { path: file } of deletions) {
      current = file;
      enter(base, folderOf(file), false);
      fs.rmSync(path.posix.basename(file), { force: true });
    }
    process.stdout.write(JSON.stringify({ ok: true }));
  } catch (error) {
    const reason =
      error instanceof Refused
        ? error.message
        : "the file system said " + (error.code || error.message) + " (a folder on its way changed while it was saved)";
    process.stdout.write(JSON.stringify({ ok: false, message: current + ": " + reason }));
  }
});
`;

/**
 * Applies `change` under `base`: the additions, then the deletions, each in its own folder as
 * `WRITER` reaches it. Throws ContainedWriteError (with the file and the reason) when a folder on
 * the way is or becomes a symbolic link or leads outside `base`; what was written before stays.
 */
export async function writeContained(base: string, change: Change): Promise<void> {
  const input = JSON.stringify({
    base: await realpath(base),
    additions: change.additions.map(({ path, contents }) => ({
      path,
      contents: Buffer.from(contents).toString("base64"),
    })),
    deletions: change.deletions,
  });
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", WRITER], {
      stdio: ["pipe", "pipe", "inherit"],
      // Nothing of the dev server's own options (an inspector port, say) reaches the writer.
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    let text = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => (text += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`the editor's writer exited with ${code}`)),
    );
    child.stdin.end(input);
  });
  const result = JSON.parse(output) as { ok: boolean; message?: string };
  if (!result.ok) throw new ContainedWriteError(result.message ?? "the save stopped");
}
