import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContainedWriteError, writeContained } from "@/lib/editor/contained-write";

// A local process that swaps a content folder for a symbolic link to somewhere else while saves
// run: nothing may be written, replaced or deleted there.

let scratch: string;
let project: string;
let outside: string;
const bytes = (text: string) => new TextEncoder().encode(text);
const list = (dir: string) => readdirSync(dir).sort();
const posts = () => join(project, "content/posts");
/**
 * Saves while the folder flips. A check-then-write in this process is too quick to land outside
 * every time; through next dev it did, 14 of 60 saves (e2e-editor/editor-guard.spec.ts).
 */
const RACE_SAVES = 60;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "contained-write-"));
  project = join(scratch, "project");
  outside = join(scratch, "outside");
  mkdirSync(posts(), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(posts(), "hello.md"), "hello\n");
  writeFileSync(join(outside, "hello.md"), "not the site's\n");
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A process that flips content/posts to a link to `outside` and back until `stop` exists. */
function swapper(stop: string) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const fs = require("node:fs");
       const [posts, outside, stop] = process.argv.slice(1);
       const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
       while (!fs.existsSync(stop)) {
         pause(Math.random() * 2);
         fs.renameSync(posts, posts + ".real");
         fs.symlinkSync(outside, posts);
         pause(Math.random() * 2);
         fs.unlinkSync(posts);
         fs.renameSync(posts + ".real", posts);
       }`,
      posts(),
      outside,
      stop,
    ],
    { stdio: "inherit" },
  );
  return new Promise((resolve) => child.on("exit", resolve));
}

describe("writeContained", () => {
  it("writes, replaces and deletes files, making the folders a new file needs", async () => {
    await writeContained(project, {
      additions: [
        { path: "content/posts/hello.md", contents: bytes("changed\n") },
        { path: "public/blog/new/chart.svg", contents: bytes("<svg/>") },
      ],
      deletions: [],
    });
    expect(readFileSync(join(posts(), "hello.md"), "utf8")).toBe("changed\n");
    expect(readFileSync(join(project, "public/blog/new/chart.svg"), "utf8")).toBe("<svg/>");
    await writeContained(project, {
      additions: [],
      deletions: [{ path: "content/posts/hello.md" }, { path: "content/posts/none.md" }],
    });
    expect(list(posts())).toEqual([]);
  });

  it("writes nothing through a folder that is a link, and says which", async () => {
    rmSync(posts(), { recursive: true });
    symlinkSync(outside, posts());
    await expect(
      writeContained(project, {
        additions: [{ path: "content/posts/new.md", contents: bytes("x") }],
        deletions: [],
      }),
    ).rejects.toThrow(
      new ContainedWriteError("content/posts/new.md: content/posts is a symbolic link"),
    );
    await expect(
      writeContained(project, { additions: [], deletions: [{ path: "content/posts/hello.md" }] }),
    ).rejects.toThrow(ContainedWriteError);
    expect(list(outside)).toEqual(["hello.md"]);
    expect(readFileSync(join(outside, "hello.md"), "utf8")).toBe("not the site's\n");
  });

  it("makes no folder outside when a parent is a link", async () => {
    symlinkSync(outside, join(project, "public"));
    await expect(
      writeContained(project, {
        additions: [{ path: "public/blog/x/chart.svg", contents: bytes("<svg/>") }],
        deletions: [],
      }),
    ).rejects.toThrow(/public is a symbolic link/);
    expect(existsSync(join(outside, "blog"))).toBe(false);
  });

  it("writes, replaces and deletes nothing outside while the folder is swapped for a link", async () => {
    const stop = join(scratch, "stop");
    const exited = swapper(stop);
    const outcomes: string[] = [];
    try {
      for (let index = 0; index < RACE_SAVES; index++) {
        const file = `content/posts/race-${index}.md`;
        await writeContained(project, {
          additions: [
            { path: file, contents: bytes(`race ${index}\n`) },
            { path: "content/posts/hello.md", contents: bytes(`mine ${index}\n`) },
          ],
          deletions: index % 5 === 0 ? [{ path: file }] : [],
        }).then(
          () => outcomes.push("saved"),
          (error: unknown) => {
            expect(error).toBeInstanceOf(ContainedWriteError);
            outcomes.push("refused");
          },
        );
      }
    } finally {
      writeFileSync(stop, "");
      await exited;
    }
    expect(list(outside)).toEqual(["hello.md"]);
    expect(readFileSync(join(outside, "hello.md"), "utf8")).toBe("not the site's\n");
    expect(list(posts()).filter((name) => name.startsWith("."))).toEqual([]);
    expect(outcomes).toHaveLength(RACE_SAVES);
  }, 60_000);
});
