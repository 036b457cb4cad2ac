import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parseDocument } from "yaml";
import { answersOn } from "@/lib/editor/editor-api";
import { EDITOR_MAX_BODY_BYTES } from "@/lib/editor/editor-limits";
import { startDevCopy, type DevCopy } from "./next-dev-copy";

// What an attacker tried on `npm run dev`, against the real editor API in next
// dev on a copy of the repository: a device on the network, a page that rebinds its domain to
// 127.0.0.1 (the editor, the pages, Next's own endpoints and its hot-reload socket), saves of
// files that are code or that a browser would run, a site name that is markup, a folder swapped
// for a link while saves run, saves over Next's body limit, a settings file the build refuses and
// a name too long for the disk. Each is refused or kept as text, and writes nothing it should not;
// a marketer's ordinary save still works.

type Answer = { status: number; text: string };

/**
 * A raw request to the dev server on 127.0.0.1, with whatever Host and other headers a client
 * on the network or a rebinding page would send (a browser's fetch cannot set Host).
 */
function send(
  dev: DevCopy & { port: number },
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: dev.port,
        path,
        method: payload === undefined ? "GET" : "POST",
        headers: {
          host: `localhost:${dev.port}`,
          "no-cors": "1",
          ...(payload !== undefined && { "content-type": "application/json" }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/**
 * A socket upgrade (the hot-reload socket's) to the dev server with `host`: the status line it
 * answers, `101` when the socket opens.
 */
function upgrade(dev: DevCopy & { port: number }, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: "127.0.0.1",
      port: dev.port,
      path,
      headers: {
        host,
        origin: `http://${host}`,
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      },
    });
    outgoing.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const b64 = (text: string | Buffer) => Buffer.from(text).toString("base64url");
const update = (files: Record<string, string>) => ({
  additions: Object.entries(files).map(([path, text]) => ({ path, contents: b64(text) })),
  deletions: [],
});
const blobSha = (bytes: Buffer) =>
  createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest("hex");

/** This computer's addresses on the network: where a device on the same café Wi-Fi connects. */
const networkAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && !address.internal && address.family === "IPv4")
  .map((address) => address!.address);

test.describe("npm run dev", () => {
  let dev: DevCopy & { port: number };
  const read = (file: string) => readFileSync(join(dev.root, file), "utf8");
  const postFolder = () =>
    readdirSync(join(dev.root, "public/blog"), { withFileTypes: true }).find((entry) =>
      entry.isDirectory(),
    )?.name ?? "post";

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dev = await startDevCopy("dev");
  });
  test.afterAll(async () => {
    await dev?.stop();
  });

  test("answers this computer only: nothing listens on its network addresses", async () => {
    test.skip(networkAddresses.length === 0, "this machine has no network address");
    expect(await answersOn("127.0.0.1", dev.port, 2_000)).toBe(true);
    for (const address of networkAddresses) {
      expect(await answersOn(address, dev.port, 2_000), address).toBe(false);
    }
  });

  test("refuses a LAN-style request (another Host) and writes nothing", async () => {
    const file = "content/posts/lan-probe.md";
    const answer = await send(
      dev,
      "/api/keystatic/update",
      { host: `192.168.1.23:${dev.port}` },
      update({ [file]: "---\ntitle: From the café network\n---\n" }),
    );
    expect(answer.status).toBe(403);
    expect(existsSync(join(dev.root, file))).toBe(false);
    const tree = await send(dev, "/api/keystatic/tree", { host: `192.168.1.23:${dev.port}` });
    expect(tree.status).toBe(403);
    expect(tree.text).not.toContain("content/posts");
    const editor = await send(dev, "/keystatic", { host: `192.168.1.23:${dev.port}` });
    expect(editor.status).toBe(403);
  });

  test("refuses a DNS-rebinding-style request and writes nothing", async () => {
    const file = "content/posts/rebinding-probe.md";
    const answer = await send(
      dev,
      "/api/keystatic/update",
      {
        host: `rebind.evil.example:${dev.port}`,
        origin: `http://rebind.evil.example:${dev.port}`,
        "sec-fetch-site": "same-origin",
      },
      update({ [file]: "---\ntitle: From a rebinding page\n---\n" }),
    );
    expect(answer.status).toBe(403);
    expect(existsSync(join(dev.root, file))).toBe(false);
    // Nor does it read the preview's pages, drafts included.
    const page = await send(dev, "/", { host: `rebind.evil.example:${dev.port}` });
    expect(page.status).toBe(403);
  });

  for (const [name, file, text] of [
    [
      "code beside a data file",
      "content/plans.ts",
      "export {};\nrequire('node:fs').writeFileSync('pwned.txt', 'ran as next-server');\n",
    ],
    ["a folder that only starts like one", "content/postsX/evil.md", "---\ntitle: x\n---\n"],
    ["a page in public/", "public/blog.html", "<script>alert(document.domain)</script>"],
  ] as const) {
    test(`refuses to write ${file} (${name}) and writes nothing`, async () => {
      const before = existsSync(join(dev.root, file)) ? read(file) : null;
      const answer = await send(dev, "/api/keystatic/update", {}, update({ [file]: text }));
      expect(answer.status, answer.text).toBe(400);
      expect(existsSync(join(dev.root, file)) ? read(file) : null).toBe(before);
    });
  }

  test("refuses an SVG with a script in a post's image folder and writes nothing", async () => {
    const file = `public/blog/${postFolder()}/evil.svg`;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>localStorage.setItem("x", "1")</script></svg>';
    const answer = await send(dev, "/api/keystatic/update", {}, update({ [file]: svg }));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("<script>");
    expect(existsSync(join(dev.root, file))).toBe(false);
  });

  test("lists and reads no file outside the content folders", async () => {
    writeFileSync(join(dev.root, ".env"), "SECRET=hunter2\n");
    const tree = await send(dev, "/api/keystatic/tree", {});
    expect(tree.status).toBe(200);
    const paths = (JSON.parse(tree.text) as { path: string }[]).map((entry) => entry.path);
    expect(paths).toContain("content/plans.yaml");
    for (const file of [".env", "content/plans.ts", "package.json", "next.config.ts"]) {
      expect(paths, file).not.toContain(file);
    }
    const code = readFileSync(join(dev.root, "content/plans.ts"));
    const blob = await send(dev, `/api/keystatic/blob/${blobSha(code)}/content/plans.ts`, {});
    expect(blob.status).toBe(400);
  });

  /** A post the build accepts, as a marketer's save writes one. */
  const validPost = (title: string) =>
    readFileSync(
      join(dev.root, "content/posts", readdirSync(join(dev.root, "content/posts"))[0]!),
      "utf8",
    ).replace(/^title: .*$/m, `title: ${title}`);

  test("still saves what a marketer writes", async () => {
    const file = "content/posts/guard-still-saves.md";
    const text = validPost("Saved through the guard");
    const answer = await send(
      dev,
      "/api/keystatic/update",
      { origin: `http://localhost:${dev.port}`, "sec-fetch-site": "same-origin" },
      update({ [file]: text }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(read(file)).toBe(text);
  });

  test("answers Next's own endpoints and its hot-reload socket to this computer only", async () => {
    // What a page that rebinds its domain to 127.0.0.1 sends: its own Host, same-origin, no Origin.
    const rebinding = { host: `rebind.evil.example:${dev.port}`, "sec-fetch-site": "same-origin" };
    const source = `file://${join(dev.root, "lib/editor/editor-api.ts")}`;
    for (const path of [
      `/__nextjs_source-map?filename=${encodeURIComponent(source)}`,
      "/__nextjs_launch-editor?file=package.json&lineNumber=1",
      "/__nextjs_original-stack-frames",
      "/__nextjs_an_endpoint_a_later_next_adds",
      "/_next/static/chunks/app.js",
    ]) {
      const answer = await send(dev, path, rebinding);
      expect(answer.status, path).toBe(403);
      expect(answer.text, path).not.toContain("guardedEditorApi");
    }
    expect(await upgrade(dev, "/_next/hmr", `rebind.evil.example:${dev.port}`)).toBe(403);
    // The marketer's own page still gets its hot reload.
    expect((await send(dev, "/", {})).status).toBe(200);
    expect(await upgrade(dev, "/_next/hmr", `localhost:${dev.port}`)).toBe(101);
  });

  test("shows a site name written as markup as text on /brand, and runs none of it", async ({
    page,
  }) => {
    const file = "content/site.yaml";
    const before = read(file);
    const name = "<script>alert(1)</script>";
    const site = parseDocument(before);
    site.set("name", name);
    try {
      const answer = await send(
        dev,
        "/api/keystatic/update",
        { origin: `http://localhost:${dev.port}`, "sec-fetch-site": "same-origin" },
        update({ [file]: site.toString() }),
      );
      expect(answer.status, answer.text).toBe(200);
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${dev.url}/brand`);
      await expect(page.getByRole("img", { name: `${name} logo` }).first()).toBeVisible();
      expect(await page.locator("svg title").allTextContents()).toContain(name);
      expect(await page.locator("svg title script").count()).toBe(0);
      expect(dialogs).toEqual([]);
    } finally {
      writeFileSync(join(dev.root, file), before);
    }
  });

  test("writes nothing outside content/ while a local process swaps its folder for a link", async () => {
    const text = validPost("Race probe");
    const outside = mkdtempSync(join(tmpdir(), "outside-content-"));
    const posts = join(dev.root, "content/posts");
    const stop = join(outside, "..", `${outside.split("/").at(-1)}.stop`);
    // A process of this computer flips content/posts to a link to `outside` and back, as fast as
    // it can, while the editor saves: between the editor's check and its write, the folder moves.
    // A save may make the folder anew while it is moved aside (inside content/, as it should): the
    // swapper then drops that folder, and always puts the real one back, so the tests after this
    // one find the posts.
    const swapper = spawn(
      process.execPath,
      [
        "-e",
        `const fs = require("node:fs");
         const [posts, outside, stop] = process.argv.slice(1);
         const aside = posts + ".real";
         const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
         const putBack = () => {
           for (;;) {
             fs.rmSync(posts, { recursive: true, force: true });
             try {
               fs.renameSync(aside, posts);
               return;
             } catch {}
           }
         };
         while (!fs.existsSync(stop)) {
           pause(Math.random() * 3);
           fs.renameSync(posts, aside);
           try {
             fs.symlinkSync(outside, posts);
           } catch {}
           pause(Math.random() * 3);
           putBack();
         }`,
        posts,
        outside,
        stop,
      ],
      { stdio: "inherit" },
    );
    const exited = new Promise((resolve) => swapper.on("exit", resolve));
    const post = (index: number) => text.replace(/^title: .*$/m, `title: Race probe ${index}`);
    const answers: Answer[] = [];
    try {
      for (let index = 0; index < 60; index++) {
        const file = `content/posts/race-${index}.md`;
        answers.push(await send(dev, "/api/keystatic/update", {}, update({ [file]: post(index) })));
      }
    } finally {
      writeFileSync(stop, "");
      await exited;
      rmSync(stop, { force: true });
    }
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(posts).filter((name) => name.startsWith("."))).toEqual([]);
    // Each save was written, or refused saying why (503: saved, but the files moved while they
    // were listed): none failed with a bare server error.
    for (const answer of answers) expect([200, 400, 503], answer.text).toContain(answer.status);
    rmSync(outside, { recursive: true, force: true });
    for (const file of readdirSync(posts).filter((name) => name.startsWith("race-"))) {
      rmSync(join(posts, file));
    }
  });

  test("takes a save up to its limit whole, and refuses a larger one saying the limit", async () => {
    const file = `public/blog/${postFolder()}/large.png`;
    // A PNG's header and 12 MiB more: over the 10 MB Next cut bodies to once a proxy file exists.
    const header = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489",
      "hex",
    );
    const png = Buffer.concat([header, Buffer.alloc(12 * 1024 * 1024)]);
    const answer = await send(
      dev,
      "/api/keystatic/update",
      {},
      {
        additions: [{ path: file, contents: b64(png) }],
        deletions: [],
      },
    );
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(statSync(join(dev.root, file)).size).toBe(png.length);
    rmSync(join(dev.root, file));
    const larger = await send(
      dev,
      "/api/keystatic/update",
      {},
      {
        additions: [{ path: file, contents: "a".repeat(EDITOR_MAX_BODY_BYTES) }],
        deletions: [],
      },
    );
    expect(larger.status).toBe(413);
    expect(larger.text).toMatch(/larger than 32 MiB/);
    expect(existsSync(join(dev.root, file))).toBe(false);
  });

  test("refuses site settings the build would refuse before writing them, with its words", async () => {
    const file = "content/site.yaml";
    const before = read(file);
    const site = parseDocument(before);
    site.set("description", "Too short.");
    const answer = await send(
      dev,
      "/api/keystatic/update",
      {},
      update({ [file]: site.toString() }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(
      /^Nothing was saved: the build would refuse it\.\n- content\/site\.yaml\.description: /,
    );
    expect(read(file)).toBe(before);
    // The editor goes on answering: nothing it reads broke.
    expect((await send(dev, "/api/keystatic/tree", {})).status).toBe(200);
  });

  test("answers a file name too long for the disk with 400 and words", async () => {
    const file = `content/posts/${"a".repeat(256)}.md`;
    const answer = await send(
      dev,
      "/api/keystatic/update",
      {},
      update({ [file]: validPost("Long") }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/is 259 bytes long; a file or folder name has at most 255/);
  });
});

test.describe("npm run dev:phone", () => {
  let dev: DevCopy & { port: number };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dev = await startDevCopy("dev:phone");
  });
  test.afterAll(async () => {
    await dev?.stop();
  });

  test("answers this computer's network address, and no other host", async () => {
    const address = networkAddresses[0] ?? "127.0.0.1";
    expect((await send(dev, "/", { host: `${address}:${dev.port}` })).status).toBe(200);
    const rebinding = { host: `rebind.evil.example:${dev.port}`, "sec-fetch-site": "same-origin" };
    for (const path of ["/", "/__nextjs_source-map?filename=next.config.ts"]) {
      expect((await send(dev, path, rebinding)).status, path).toBe(403);
    }
    expect(await upgrade(dev, "/_next/hmr", `rebind.evil.example:${dev.port}`)).toBe(403);
  });

  test("previews the site on the network without the editor", async () => {
    const address = networkAddresses[0] ?? "127.0.0.1";
    const page = await send(dev, "/", { host: `${address}:${dev.port}` });
    expect(page.status).toBe(200);
    for (const path of ["/keystatic", "/api/keystatic/tree"]) {
      const answer = await send(dev, path, { host: `${address}:${dev.port}` });
      expect(answer.status, path).toBe(404);
    }
    const save = await send(
      dev,
      "/api/keystatic/update",
      {},
      update({ "content/posts/phone-probe.md": "---\ntitle: x\n---\n" }),
    );
    expect(save.status).toBe(404);
    expect(existsSync(join(dev.root, "content/posts/phone-probe.md"))).toBe(false);
  });
});
