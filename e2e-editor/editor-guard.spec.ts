import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { answersOn } from "@/lib/editor-api";
import { startDevCopy, type DevCopy } from "./next-dev-copy";

// What an attacker tries on `npm run dev` (docs/security-headers.md#threat-model), against the
// real editor API in next dev on a copy of the repository: a device on the network, a page that
// rebinds its domain to 127.0.0.1, and saves of files that are code or that a browser would run.
// Each is refused and writes nothing; a marketer's ordinary save still works.

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

const b64 = (text: string) => Buffer.from(text).toString("base64url");
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

  test("still saves what a marketer writes", async () => {
    const file = "content/posts/guard-still-saves.md";
    const text = "---\ntitle: Saved through the guard\n---\nA paragraph.\n";
    const answer = await send(
      dev,
      "/api/keystatic/update",
      { origin: `http://localhost:${dev.port}`, "sec-fetch-site": "same-origin" },
      update({ [file]: text }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(read(file)).toBe(text);
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
