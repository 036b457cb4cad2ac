import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import * as fs from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContainedWriteError, writeContained } from "@/lib/contained-write";

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return { ...actual, open: vi.fn(actual.open), rename: vi.fn(actual.rename) };
});
const actual = await vi.importActual<typeof import("node:fs/promises")>("node:fs/promises");

// A local process that swaps a content folder for a symbolic link to somewhere else while a save
// runs (between any two of its steps): nothing may be written, replaced or deleted there.

let scratch: string;
let project: string;
let outside: string;
const bytes = (text: string) => new TextEncoder().encode(text);
const list = (dir: string) => readdirSync(dir).sort();

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "contained-write-"));
  project = join(scratch, "project");
  outside = join(scratch, "outside");
  mkdirSync(join(project, "content/posts"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(project, "content/posts/hello.md"), "hello\n");
  writeFileSync(join(outside, "hello.md"), "not the site's\n");
});
afterEach(() => {
  vi.mocked(fs.open).mockImplementation(actual.open);
  vi.mocked(fs.rename).mockImplementation(actual.rename);
  rmSync(scratch, { recursive: true, force: true });
});

/** What the attacker does: content/posts becomes a link to the outside folder. */
function swapPostsForLink() {
  renameSync(join(project, "content/posts"), join(scratch, "posts-moved"));
  symlinkSync(outside, join(project, "content/posts"));
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
    expect(readFileSync(join(project, "content/posts/hello.md"), "utf8")).toBe("changed\n");
    expect(readFileSync(join(project, "public/blog/new/chart.svg"), "utf8")).toBe("<svg/>");
    await writeContained(project, {
      additions: [],
      deletions: [{ path: "content/posts/hello.md" }, { path: "content/posts/none.md" }],
    });
    expect(list(join(project, "content/posts"))).toEqual([]);
  });

  it("writes nothing through a folder that is a link when the save starts", async () => {
    swapPostsForLink();
    await expect(
      writeContained(project, {
        additions: [{ path: "content/posts/new.md", contents: bytes("x") }],
        deletions: [],
      }),
    ).rejects.toThrow(ContainedWriteError);
    expect(list(outside)).toEqual(["hello.md"]);
  });

  it("leaves nothing outside when the folder is swapped just before the file is created", async () => {
    vi.mocked(fs.open).mockImplementationOnce(async (...args) => {
      swapPostsForLink();
      return actual.open(...args);
    });
    await expect(
      writeContained(project, {
        additions: [{ path: "content/posts/new.md", contents: bytes("mine\n") }],
        deletions: [],
      }),
    ).rejects.toThrow(/content\/posts is a symbolic link; nothing was saved/);
    expect(list(outside)).toEqual(["hello.md"]);
    expect(readFileSync(join(outside, "hello.md"), "utf8")).toBe("not the site's\n");
  });

  it("replaces nothing outside when the folder is swapped just before the file is moved in", async () => {
    vi.mocked(fs.rename).mockImplementationOnce(async (from, to) => {
      swapPostsForLink();
      return actual.rename(from, to);
    });
    await expect(
      writeContained(project, {
        additions: [{ path: "content/posts/hello.md", contents: bytes("mine\n") }],
        deletions: [],
      }),
    ).rejects.toThrow();
    expect(list(outside)).toEqual(["hello.md"]);
    expect(readFileSync(join(outside, "hello.md"), "utf8")).toBe("not the site's\n");
  });

  it("deletes nothing outside when the folder is swapped just before a deletion", async () => {
    vi.mocked(fs.rename).mockImplementationOnce(async (from, to) => {
      swapPostsForLink();
      return actual.rename(from, to);
    });
    await expect(
      writeContained(project, { additions: [], deletions: [{ path: "content/posts/hello.md" }] }),
    ).rejects.toThrow(/content\/posts is a symbolic link/);
    expect(readFileSync(join(outside, "hello.md"), "utf8")).toBe("not the site's\n");
  });

  it("writes no new folder outside when a parent is swapped while folders are made", async () => {
    await expect(
      (async () => {
        symlinkSync(outside, join(project, "public"));
        await writeContained(project, {
          additions: [{ path: "public/blog/x/chart.svg", contents: bytes("<svg/>") }],
          deletions: [],
        });
      })(),
    ).rejects.toThrow(/public is a symbolic link/);
    expect(list(outside)).toEqual(["hello.md"]);
    expect(existsSync(join(outside, "blog"))).toBe(false);
  });
});
