import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { lstat, mkdir, open, readlink, realpath, rename, rmdir, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * Writes and deletes files under one folder (the project, for the content editor) so that no
 * write crosses a symbolic link, even one a local process puts in place while the save runs.
 *
 * Node has no `openat`, so the writes are made of steps that cannot reach outside on their own,
 * each checked after it ran:
 * - the bytes go into a new file of a random name beside the target (`O_EXCL | O_NOFOLLOW`):
 *   wherever a swapped folder led, that creates a file and overwrites none;
 * - the new file is then checked to be at its place under the folder, through real folders only,
 *   and removed if it is not (the save fails, nothing is left outside);
 * - it then replaces the target by a rename within that same folder, which cannot follow a link
 *   in the target's name and finds the new file only in the folder that holds it; the result is
 *   checked again.
 * A deletion renames the file aside the same way, checks where it went, and only then removes it
 * (or puts it back). See docs/security-headers.md.
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

const TEMPORARY = () => `.editor-${randomBytes(6).toString("hex")}.tmp`;
/** Not every system has it (Windows): there the checks after each step are what holds. */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

type Identity = { dev: number; ino: number };
const same = (a: Identity, b: Identity) => a.dev === b.dev && a.ino === b.ino;

/**
 * Why `folder` (relative to `base`, `/`-separated, "" for base itself) is not reached through
 * real folders only, at this moment, or null.
 */
async function folderProblem(
  base: string,
  realBase: string,
  folder: string,
): Promise<string | null> {
  let current = base;
  for (const part of folder ? folder.split("/") : []) {
    current = path.join(current, part);
    const stat = await lstat(current).catch(() => null);
    if (!stat) return `${path.relative(base, current)} is not there`;
    if (stat.isSymbolicLink()) return `${path.relative(base, current)} is a symbolic link`;
    if (!stat.isDirectory()) return `${path.relative(base, current)} is not a folder`;
  }
  const real = await realpath(path.join(base, folder)).catch(() => null);
  return real === path.join(realBase, folder) ? null : `${folder || "."} leads outside the project`;
}

/** Creates the folders of `folder` under `base` one at a time, each checked as it is made. */
async function makeFolders(base: string, realBase: string, folder: string): Promise<void> {
  const parts = folder ? folder.split("/") : [];
  for (let index = 1; index <= parts.length; index++) {
    const current = parts.slice(0, index).join("/");
    const stat = await lstat(path.join(base, current)).catch(() => null);
    if (!stat) {
      const made = await mkdir(path.join(base, current)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "EEXIST") return false;
          throw error;
        },
      );
      const problem = await folderProblem(base, realBase, current);
      if (problem) {
        if (made) await rmdir(path.join(base, current)).catch(() => undefined);
        throw new ContainedWriteError(`${folder}: ${problem}`);
      }
    } else {
      const problem = await folderProblem(base, realBase, current);
      if (problem) throw new ContainedWriteError(`${folder}: ${problem}`);
    }
  }
}

type Staged = { file: string; temporary: string; identity: Identity };

/** Removes a file this save made, wherever a swapped folder put it, if it is still that file. */
async function removeOwn(at: string, identity: Identity, descriptor?: string): Promise<void> {
  const where = await lstat(at).catch(() => null);
  if (where && same(where, identity)) {
    await unlink(at).catch(() => undefined);
    return;
  }
  // Where the open file really is (Linux names it under /proc): remove it there.
  const real = descriptor ? await readlink(descriptor).catch(() => null) : null;
  const there = real ? await lstat(real).catch(() => null) : null;
  if (real && there && same(there, identity)) await unlink(real).catch(() => undefined);
}

async function stage(base: string, realBase: string, file: string, contents: Uint8Array) {
  const folder = path.posix.dirname(file) === "." ? "" : path.posix.dirname(file);
  await makeFolders(base, realBase, folder);
  const temporary = path.posix.join(folder, TEMPORARY());
  const at = path.join(base, temporary);
  const handle = await open(
    at,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW,
    0o644,
  );
  let identity: Identity;
  try {
    await handle.writeFile(contents);
    identity = await handle.stat();
    const problem = await folderProblem(base, realBase, folder);
    const where = await lstat(at).catch(() => null);
    if (problem || !where || !same(where, identity)) {
      await removeOwn(at, identity, `/proc/self/fd/${handle.fd}`);
      throw new ContainedWriteError(
        `${file}: ${problem ?? "its folder changed while it was written"}; nothing was saved`,
      );
    }
  } finally {
    await handle.close();
  }
  return { file, temporary, identity } satisfies Staged;
}

/** Moves a staged file onto its target and checks it arrived there. */
async function commit(base: string, realBase: string, staged: Staged): Promise<void> {
  const target = path.join(base, staged.file);
  await rename(path.join(base, staged.temporary), target);
  const folder = path.posix.dirname(staged.file);
  const problem = await folderProblem(base, realBase, folder === "." ? "" : folder);
  const where = await lstat(target).catch(() => null);
  if (problem || !where || !same(where, staged.identity)) {
    throw new ContainedWriteError(`${staged.file}: its folder changed while it was saved`);
  }
}

async function remove(base: string, realBase: string, file: string): Promise<void> {
  const folder = path.posix.dirname(file) === "." ? "" : path.posix.dirname(file);
  const target = path.join(base, file);
  const before = await lstat(target).catch(() => null);
  if (!before) return;
  const aside = path.join(base, folder, TEMPORARY());
  await rename(target, aside);
  const problem = await folderProblem(base, realBase, folder);
  const moved = await lstat(aside).catch(() => null);
  if (problem || !moved || !same(moved, before)) {
    await rename(aside, target).catch(() => undefined);
    throw new ContainedWriteError(`${file}: ${problem ?? "it changed while it was deleted"}`);
  }
  await unlink(aside);
}

/**
 * Applies `change` under `base`: every addition is written to a new file and checked first, then
 * all are moved into place, then the deletions run. Throws ContainedWriteError (with the file and
 * the reason) when a folder on the way is or becomes a symbolic link or leads outside `base`.
 */
export async function writeContained(base: string, change: Change): Promise<void> {
  const realBase = await realpath(base);
  const staged: Staged[] = [];
  try {
    for (const { path: file, contents } of change.additions) {
      staged.push(await stage(base, realBase, file, contents));
    }
  } catch (error) {
    for (const entry of staged) {
      await removeOwn(path.join(base, entry.temporary), entry.identity);
    }
    throw error;
  }
  for (const entry of staged) await commit(base, realBase, entry);
  for (const { path: file } of change.deletions) await remove(base, realBase, file);
}
