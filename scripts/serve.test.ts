import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { HOST_FILES, NO_SCRIPT_POLICY } from "@/scripts/host-headers.mjs";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Serves a throwaway export with `scripts/serve.mjs` (`--headers` unless told) and returns its URL. */
async function serveExport(files: Record<string, string>, headers = true) {
  const dir = mkdtempSync(join(tmpdir(), "serve-test-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const server = spawn(process.execPath, [
    "scripts/serve.mjs",
    "--dir",
    dir,
    "--port",
    "0",
    ...(headers ? ["--headers"] : []),
  ]);
  cleanups.push(() => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      const match = /http:\/\/\S+/.exec(chunk.toString());
      if (match) resolve(match[0]);
    });
    server.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { url, dir };
}

describe("scripts/serve.mjs --headers", () => {
  it("applies the rules of a rebuilt _headers without a restart", async () => {
    const { url, dir } = await serveExport({
      "index.html": "<!doctype html><title>Home</title>",
      _headers: "/*\n  X-Build: first\n",
    });
    expect((await fetch(url)).headers.get("x-build")).toBe("first");

    const headersFile = join(dir, "_headers");
    writeFileSync(headersFile, "/*\n  X-Build: second\n");
    // A rebuild a moment later; the server notices by the file's modification time.
    const later = new Date(Date.now() + 5_000);
    utimesSync(headersFile, later, later);
    expect((await fetch(url)).headers.get("x-build")).toBe("second");
  });

  it("answers a page's other URLs with a redirect and unknown ones with 404.html, headers on all", async () => {
    const { url } = await serveExport({
      "index.html": "<!doctype html><title>Home</title>",
      "about.html": "<!doctype html><title>About</title>",
      "404.html": "<!doctype html><title>Not found</title>",
      _headers: "/*\n  X-Policy: site\n",
    });
    const get = (path: string) => fetch(new URL(path, url), { redirect: "manual" });
    for (const [path, location] of [
      ["/about/", "/about"],
      ["/about.html", "/about"],
      ["/about.html?ref=x", "/about?ref=x"],
      ["/index.html", "/"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(308);
      expect(response.headers.get("location"), path).toBe(location);
      expect(response.headers.get("x-policy"), path).toBe("site");
    }
    const about = await get("/about");
    expect([about.status, await about.text()]).toEqual([
      200,
      "<!doctype html><title>About</title>",
    ]);
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Not found");
    expect(missing.headers.get("x-policy")).toBe("site");
  });

  it("answers a missing page with the nearest 404.html: a language's under its prefix", async () => {
    const { url } = await serveExport({
      "index.html": "<!doctype html><title>Home</title>",
      "404.html": "<!doctype html><html lang=en><title>Not found</title>",
      "fr/404.html": "<!doctype html><html lang=fr><title>Page introuvable</title>",
      "fr/about.html": "<!doctype html><title>À propos</title>",
      "fr/blog/post.md": "# Un article",
    });
    const get = (path: string) => fetch(new URL(path, url), { redirect: "manual" });
    for (const [path, title] of [
      ["/fr/nope", "Page introuvable"],
      ["/fr/blog/deeper/nope", "Page introuvable"],
      ["/nope", "Not found"],
      ["/nl/nope", "Not found"],
      ["/french", "Not found"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(title);
    }
    expect((await get("/fr/about")).status).toBe(200);
    const markdown = await get("/fr/blog/post.md");
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await markdown.text()).toBe("# Un article");
  });

  it("answers the host files with a 404, as the hosts do, however the path is spelled", async () => {
    const { url } = await serveExport({
      "index.html": "<!doctype html><title>Home</title>",
      "404.html": "<!doctype html><title>Not found</title>",
      _headers: "/*\n  X-Policy: site\n",
      _redirects: "/gdpr /privacy-policy 301\n",
      "vercel.json": "{}",
      "nginx-server.conf": "add_header X-A 1;",
    });
    for (const file of HOST_FILES) {
      for (const path of [
        `/${file}`,
        `/./${file}`,
        `//${file}`,
        `/${encodeURIComponent(file).replace("_", "%5F")}`,
        `/${file.toUpperCase()}`,
      ]) {
        const response = await fetch(`${url}${path}`, { redirect: "manual" });
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain("Not found");
      }
    }
  });
});

describe("scripts/serve.mjs without --headers", () => {
  it("sends the no-script policy with what is not a page, and none with a page", async () => {
    const { url } = await serveExport(
      {
        "index.html": "<!doctype html><title>Home</title>",
        "chart.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
        "feed.xml": "<rss/>",
        "app.js": "console.log(1)",
      },
      false,
    );
    for (const path of ["/chart.svg", "/feed.xml"]) {
      const response = await fetch(new URL(path, url));
      expect(response.headers.get("content-security-policy"), path).toBe(NO_SCRIPT_POLICY);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    for (const path of ["/", "/app.js"]) {
      expect(
        (await fetch(new URL(path, url))).headers.get("content-security-policy"),
        path,
      ).toBeNull();
    }
  });
});
