import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portToUse } from "@/scripts/dev-port.mjs";
import { EDITOR_PATHS, previewPaths, scriptsIn, warmUp } from "@/scripts/dev-warmup.mjs";

describe("the editor's warm-up after npm run dev", () => {
  it("asks for the editor's page and its API side by side, its scripts, then the previews one by one", async () => {
    const events: string[] = [];
    let open = 0;
    const fetchImpl = (async (url: URL) => {
      open++;
      events.push(`${url.pathname} (${open} open)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open--;
      const html = url.pathname === "/keystatic";
      return new Response(html ? '<script src="/_next/static/chunks/a.js" async></script>' : "{}", {
        headers: { "content-type": html ? "text/html" : "application/json" },
      });
    }) as unknown as typeof fetch;
    let readyAfter: string[] = [];
    await warmUp("http://localhost:3000", {
      fetchImpl,
      preview: ["/", "/status"],
      previewDelayMs: 0,
      onEditorReady: () => (readyAfter = [...events]),
    });
    expect(events.slice(0, 2).sort()).toEqual([
      "/api/keystatic/rules (2 open)",
      "/keystatic (1 open)",
    ]);
    expect(readyAfter.some((event) => event.startsWith("/_next/static/chunks/a.js"))).toBe(true);
    expect(events.slice(-2)).toEqual(["/ (1 open)", "/status (1 open)"]);
    expect(EDITOR_PATHS).toEqual(["/keystatic", "/api/keystatic/rules"]);
  });

  it("never throws: a server that is not there only ends it sooner", async () => {
    const fetchImpl = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    let ready = false;
    await expect(
      warmUp("http://localhost:1", {
        fetchImpl,
        preview: ["/"],
        previewDelayMs: 0,
        onEditorReady: () => (ready = true),
      }),
    ).resolves.toBeUndefined();
    expect(ready).toBe(true);
  });

  it("reads a page's scripts from its HTML", () => {
    const html =
      '<script src="/_next/static/chunks/x.js" async=""></script><script src="https://cdn.example/y.js"></script><script src="/_next/static/chunks/x.js"></script>';
    expect(scriptsIn(html)).toEqual(["/_next/static/chunks/x.js"]);
  });

  it("previews the landing page, a page of blocks, a post, the status and health pages", () => {
    const root = mkdtempSync(join(tmpdir(), "warmup-"));
    try {
      mkdirSync(join(root, "content/block-pages"), { recursive: true });
      mkdirSync(join(root, "content/posts"), { recursive: true });
      for (const file of ["home.yaml", "webinar.yaml", "vs-x.yaml"])
        writeFileSync(join(root, "content/block-pages", file), "");
      writeFileSync(join(root, "content/posts/a-post.md"), "");
      expect(previewPaths(root)).toEqual([
        "/",
        "/vs-x",
        "/blog/a-post",
        "/status",
        "/content-health",
      ]);
      expect(previewPaths(join(root, "missing"))).toEqual(["/", "/status", "/content-health"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the dev server's port", () => {
  it("is the one given, kept as given", async () => {
    expect(await portToUse(["--port", "4222", "--turbo"], "127.0.0.1")).toEqual({
      port: "4222",
      rest: ["--turbo"],
    });
  });

  it("is the first free one from the usual, so the addresses printed are the ones it has", async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, "127.0.0.1", () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const { port: chosen } = await portToUse([], "127.0.0.1", { from: port });
      expect(Number(chosen)).toBeGreaterThan(port);
    } finally {
      taken.close();
    }
  });
});
