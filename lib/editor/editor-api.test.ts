import { createHash } from "node:crypto";
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { dirname, join, normalize, relative } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import keystaticConfig from "@/keystatic.config";
import { EDITOR_MAX_BODY_BYTES, guardedEditorApi, networkExposure } from "@/lib/editor/editor-api";
import type { TreeEntry } from "@/lib/editor/editor-guard";

// The editor's API route as `next dev` runs it (Keystatic's handler behind the guard), over a
// throwaway project: what it lists, reads and writes, and what it refuses with nothing written.

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const files: Record<string, string> = {
  ".env": "SECRET=hunter2\n",
  "package.json": '{ "name": "site" }\n',
  "next.config.ts": "export default {};\n",
  "content/plans.yaml": "plans: []\n",
  "content/plans.ts": "export const plans = 1;\n",
  "content/posts/hello.md": "---\ntitle: Hello\n---\nHi\n",
  "public/blog/hello/chart.svg": `<svg ${SVG} viewBox="0 0 1 1"/>`,
};

let root: string;
let api: ReturnType<typeof guardedEditorApi>;
const read = (file: string) => readFileSync(join(root, file), "utf8");
const blobSha = (text: string) =>
  createHash("sha1")
    .update(`blob ${Buffer.byteLength(text)}\0${text}`)
    .digest("hex");
const b64 = (text: string) => Buffer.from(text).toString("base64url");

beforeEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = mkdtempSync(join(tmpdir(), "editor-api-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  api = guardedEditorApi(keystaticConfig, root, async () => null);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A request as the editor's page sends it, with `headers` changed or added. */
function request(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const post = init.body !== undefined;
  return new Request(`http://localhost:3000/api/keystatic/${path}`, {
    method: post ? "POST" : "GET",
    headers: {
      host: "localhost:3000",
      "no-cors": "1",
      "sec-fetch-site": "same-origin",
      ...(post && { "content-type": "application/json", origin: "http://localhost:3000" }),
      ...init.headers,
    },
    body: post ? (typeof init.body === "string" ? init.body : JSON.stringify(init.body)) : null,
  });
}
const call = (req: Request) => (req.method === "POST" ? api.POST(req) : api.GET(req));
const save = (additions: [string, string][], deletions: string[] = [], headers = {}) =>
  call(
    request("update", {
      body: {
        additions: additions.map(([path, text]) => ({ path, contents: b64(text) })),
        deletions: deletions.map((path) => ({ path })),
      },
      headers,
    }),
  );

/** Every file of the project with its text: to show that a refusal wrote nothing. */
function snapshot(dir = root): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(dir, path), readFileSync(path, "utf8")];
      }),
  );
}

describe("the editor's API", () => {
  it("saves a post and a clean image, and lists only the editor's files", async () => {
    const response = await save([
      ["content/posts/new.md", "---\ntitle: New\n---\nBody\n"],
      ["public/blog/new/chart.svg", `<svg ${SVG} viewBox="0 0 2 2"><rect width="1"/></svg>`],
    ]);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(read("content/posts/new.md")).toContain("title: New");
    const tree = (await response.json()) as TreeEntry[];
    expect(tree.filter((entry) => entry.type === "blob").map((entry) => entry.path)).toEqual([
      "content/plans.yaml",
      "content/posts/hello.md",
      "content/posts/new.md",
      "public/blog/hello/chart.svg",
      "public/blog/new/chart.svg",
    ]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lists no file outside the content folders in tree (.env, package.json, code)", async () => {
    const response = await call(request("tree"));
    expect(response.status).toBe(200);
    const paths = ((await response.json()) as TreeEntry[]).map((entry) => entry.path);
    expect(paths).toContain("content/posts/hello.md");
    for (const hidden of [".env", "package.json", "next.config.ts", "content/plans.ts"]) {
      expect(paths, hidden).not.toContain(hidden);
    }
  });

  it("reads a content file, and refuses to read .env, package.json or code by blob", async () => {
    const ok = await call(
      request(`blob/${blobSha(files["content/posts/hello.md"]!)}/content/posts/hello.md`),
    );
    expect([ok.status, await ok.text()]).toEqual([200, files["content/posts/hello.md"]]);
    for (const file of [".env", "package.json", "content/plans.ts", "content%2F..%2F.env"]) {
      const text = files[file] ?? files[".env"]!;
      const response = await call(request(`blob/${blobSha(text)}/${file}`));
      expect(response.status, file).toBe(400);
      expect(await response.text(), file).not.toContain("hunter2");
    }
  });

  it.each([
    ["a LAN-style request (another Host)", { host: "192.168.1.23:3000" }],
    [
      "a DNS-rebinding-style request (foreign Host, Sec-Fetch-Site: same-origin)",
      { host: "rebind.evil.example:3000", origin: "http://rebind.evil.example:3000" },
    ],
    ["a page on another port of localhost", { origin: "http://localhost:5173" }],
    ["a cross-site request", { "sec-fetch-site": "cross-site" }],
    ["a spoofed X-Forwarded-Host", { "x-forwarded-host": "evil.example" }],
  ])("refuses %s: 403, nothing written", async (_, headers) => {
    const before = snapshot();
    const response = await save([["content/posts/hello.md", "pwned"]], [], headers);
    expect(response.status).toBe(403);
    expect(snapshot()).toEqual(before);
    const tree = await call(request("tree", { headers }));
    expect(tree.status).toBe(403);
  });

  it.each([
    ["content/plans.ts", "export const plans = 2; require('fs').writeFileSync('/tmp/pwned', '')"],
    ["content/postsX/evil.md", "hi"],
    ["public/blog.html", "<script>alert(1)</script>"],
    ["public/blog/hello/evil.svg", `<svg ${SVG}><script>localStorage.x = 1</script></svg>`],
    ["public/blog/hello/evil.png", "<html><script>alert(1)</script>"],
    ["content/posts/evil.YAML", "a: 1"],
    ["content/posts/../../next.config.ts", "export default { evil: true };"],
    [".env", "SECRET=changed"],
  ])("refuses to write %s: 400, nothing written", async (file, text) => {
    const before = snapshot();
    // Alongside an allowed file: a save is all or nothing.
    const response = await save([
      ["content/posts/fine.md", "fine"],
      [file, text],
    ]);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Nothing was saved:/);
    expect(snapshot()).toEqual(before);
    expect(existsSync(join(root, "content/posts/fine.md"))).toBe(false);
    expect(existsSync(join(root, file))).toBe(normalize(file) in files);
  });

  it("refuses deletions outside the editor's files", async () => {
    for (const file of ["content/plans.ts", "next.config.ts", ".env", "content/posts"]) {
      expect((await save([], [file])).status, file).toBe(400);
      expect(existsSync(join(root, file)), file).toBe(true);
    }
    expect((await save([], ["content/posts/hello.md"])).status).toBe(200);
    expect(existsSync(join(root, "content/posts/hello.md"))).toBe(false);
  });

  it("refuses to write through a symbolic or hard link", async () => {
    symlinkSync(join(root, "next.config.ts"), join(root, "content/posts/link.md"));
    mkdirSync(join(root, "app"));
    symlinkSync(join(root, "app"), join(root, "public/blog/linked"));
    linkSync(join(root, "package.json"), join(root, "content/posts/hard.md"));
    for (const file of [
      "content/posts/link.md",
      "public/blog/linked/x.svg",
      "content/posts/hard.md",
    ]) {
      const response = await save([[file, `<svg ${SVG}/>`]]);
      expect(response.status, file).toBe(400);
    }
    expect(read("next.config.ts")).toBe(files["next.config.ts"]);
    expect(read("package.json")).toBe(files["package.json"]);
    expect(existsSync(join(root, "app/x.svg"))).toBe(false);
  });

  it("refuses a body over the limit, a body that is not JSON and other methods", async () => {
    const huge = await call(
      request("update", { body: `{"additions":[],"x":"${"a".repeat(EDITOR_MAX_BODY_BYTES)}"}` }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.text()).toMatch(/^Refused: the save is larger than 32 MiB/);
    expect((await call(request("update", { body: "{" }))).status).toBe(400);
    expect((await call(request("tree", { body: {} }))).status).toBe(404);
    expect((await call(request("update"))).status).toBe(404);
  });

  it("refuses with 409 a save over a file changed since the form loaded it, writing nothing", async () => {
    const loaded = files["content/plans.yaml"]!;
    const body = (basedOn: string) => ({
      additions: [{ path: "content/plans.yaml", contents: b64("plans: [mine]\n") }],
      deletions: [],
      basedOn: { "content/plans.yaml": basedOn },
    });
    writeFileSync(join(root, "content/plans.yaml"), "plans: [theirs]\n");
    const refused = await call(request("update", { body: body(blobSha(loaded)) }));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/^Not saved: content\/plans\.yaml changed on disk/);
    expect(read("content/plans.yaml")).toBe("plans: [theirs]\n");
    const current = JSON.parse(refused.headers.get("X-Editor-Current") ?? "{}") as object;
    expect(current).toEqual({ "content/plans.yaml": blobSha("plans: [theirs]\n") });

    const over = await call(request("update", { body: body(blobSha("plans: [theirs]\n")) }));
    expect(over.status).toBe(200);
    expect(read("content/plans.yaml")).toBe("plans: [mine]\n");
  });

  it("refuses, as Next cuts it, a body one byte over the limit that says no length", async () => {
    // Next passes on one byte more than the editor's limit (next.config.ts) and cuts the rest.
    const cut = new Uint8Array(EDITOR_MAX_BODY_BYTES + 1).fill(0x61);
    const response = await call(
      new Request("http://localhost:3000/api/keystatic/update", {
        method: "POST",
        headers: { host: "localhost:3000", "no-cors": "1", "content-type": "application/json" },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(cut);
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it("refuses a save without the editor's own headers, which a page elsewhere cannot send", async () => {
    const response = await call(
      request("update", { body: { additions: [], deletions: [] }, headers: { "no-cors": "0" } }),
    );
    expect(response.status).toBe(400);
  });

  it("answers a file name over 255 bytes with 400 and words, writing nothing", async () => {
    const before = snapshot();
    const response = await save([[`content/posts/${"é".repeat(128)}.md`, "---\ntitle: x\n---\n"]]);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /is 259 bytes long; a file or folder name has at most 255/,
    );
    expect(snapshot()).toEqual(before);
  });

  it("refuses a content file the build would refuse, with the build's words, before writing", async () => {
    const checked = guardedEditorApi(
      keystaticConfig,
      root,
      async () => null,
      undefined,
      (path) =>
        path === "content/plans.yaml"
          ? ["content/plans.yaml.plans: Too small: expected 1 item"]
          : [],
    );
    const before = snapshot();
    const response = await checked.POST(
      request("update", {
        body: {
          additions: [
            { path: "content/posts/fine.md", contents: b64("---\ntitle: Fine\n---\n") },
            { path: "content/plans.yaml", contents: b64("plans: []\n") },
          ],
          deletions: [],
        },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      "Nothing was saved: the build would refuse it.\n- content/plans.yaml.plans: Too small: expected 1 item",
    );
    expect(snapshot()).toEqual(before);
  });

  it("answers the build's rules to this computer only", async () => {
    const withRules = guardedEditorApi(
      keystaticConfig,
      root,
      async () => null,
      () => ({ a: 1 }),
    );
    const rules = await withRules.GET(request("rules"));
    expect(await rules.json()).toEqual({ a: 1 });
    const foreign = await withRules.GET(
      request("rules", { headers: { origin: "http://evil.example" } }),
    );
    expect(foreign.status).toBe(403);
  });

  it("answers a save that went through with its notes, in a header a browser can read", async () => {
    const written: string[] = [];
    const noting = guardedEditorApi(
      keystaticConfig,
      root,
      async () => null,
      undefined,
      undefined,
      (files) => {
        written.push(...files.map((file) => file.path));
        return ["The event “Café” passed on 20 November 2026: its page says it took place."];
      },
    );
    const response = await noting.POST(
      request("update", {
        body: {
          additions: [{ path: "content/plans.yaml", contents: b64("plans: []\n") }],
          deletions: [],
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(written).toEqual(["content/plans.yaml"]);
    expect(JSON.parse(decodeURIComponent(response.headers.get("x-editor-notes") ?? ""))).toEqual([
      "The event “Café” passed on 20 November 2026: its page says it took place.",
    ]);
    // A refused save has none.
    const refused = await noting.POST(request("update", { body: "{" }));
    expect(refused.headers.get("x-editor-notes")).toBeNull();
  });

  it("is off while the server also answers the network (next dev without --hostname)", async () => {
    const exposed = guardedEditorApi(keystaticConfig, root, async () => "192.168.1.23");
    const before = snapshot();
    const response = await exposed.POST(
      request("update", { body: { additions: [], deletions: [] } }),
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/answers the network at 192\.168\.1\.23/);
    expect((await exposed.GET(request("tree"))).status).toBe(403);
    expect(snapshot()).toEqual(before);
  });
});

describe("networkExposure", () => {
  const listen = (host: string) =>
    new Promise<{ port: number; close: () => void }>((resolve) => {
      const server = createServer((socket) => socket.destroy()).listen(0, host, () => {
        const address = server.address();
        resolve({
          port: typeof address === "object" && address ? address.port : 0,
          close: () => server.close(),
        });
      });
    });
  const network = Object.values(networkInterfaces())
    .flat()
    .some((address) => address && !address.internal && address.family === "IPv4");

  it("finds nothing for a server on 127.0.0.1, as npm run dev starts it", async () => {
    const server = await listen("127.0.0.1");
    expect(await networkExposure(server.port)).toBeNull();
    server.close();
  });

  it.skipIf(!network)("finds a server that listens on every interface", async () => {
    const server = await listen("0.0.0.0");
    expect(await networkExposure(server.port)).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    server.close();
  });
});
