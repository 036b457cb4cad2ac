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
import { dirname, join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import keystaticConfig from "@/keystatic.config";
import { gitBlobId } from "@/lib/content/translation-status";
import { translationActionsApi } from "@/lib/editor/translation-api";
import { translatableFiles } from "@/content/translation-overview";

// The translations page's actions as `next dev` runs them, over a throwaway project: what they
// write, and what they refuse with nothing written (another site, another computer, a file that
// is not a translatable English file, a link on the way, a version the marketer did not see).

const FAQ = "eyebrow: FAQ\nheading: Questions\n";
const HELLO = "---\ntitle: Hello there\n---\n\nHi.\n";
const files: Record<string, string> = {
  ".env": "SECRET=hunter2\n",
  "content/faq.yaml": FAQ,
  "content/help/hello.md": HELLO,
  "content/roles/engineer.md": "---\ntitle: Engineer\n---\n\nJoin us.\n",
  "content/nl/faq.yaml": `translatedFrom: ${"0".repeat(40)}\neyebrow: FAQ\nheading: Vragen\n`,
};

let root: string;
let outside: string;
let api: ReturnType<typeof translationActionsApi>;
const read = (file: string) => readFileSync(join(root, file), "utf8");
const snapshot = () => Object.fromEntries(Object.keys(files).map((file) => [file, read(file)]));

beforeEach(() => {
  if (root) rmSync(dirname(root), { recursive: true, force: true });
  const scratch = mkdtempSync(join(tmpdir(), "translation-api-"));
  root = join(scratch, "project");
  outside = join(scratch, "outside");
  mkdirSync(outside);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  api = translationActionsApi(
    keystaticConfig,
    root,
    async () => null,
    undefined,
    translatableFiles,
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => rmSync(dirname(root), { recursive: true, force: true }));

/** The form's POST as the translations page sends it, with `headers` changed or added. */
function post(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  without: string[] = [],
  to = api,
) {
  const all: Record<string, string> = {
    host: "localhost:3000",
    origin: "http://localhost:3000",
    "sec-fetch-site": "same-origin",
    "content-type": "application/x-www-form-urlencoded",
    ...headers,
  };
  for (const name of without) delete all[name];
  return to.POST(
    new Request("http://localhost:3000/api/translations", {
      method: "POST",
      headers: all,
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const start = (file: string, locale = "de", version = gitBlobId(read(file))) =>
  ({ action: "start", file, locale, version }) as Record<string, string>;

describe("start", () => {
  it("writes the English file with its version first and opens the translation's form", async () => {
    const response = await post(start("content/help/hello.md"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/keystatic/collection/deHelp/item/hello");
    expect(read("content/de/help/hello.md")).toBe(
      `---\ntranslatedFrom: ${gitBlobId(HELLO)}\ntitle: Hello there\n---\n\nHi.\n`,
    );

    const data = await post(start("content/faq.yaml", "fr"));
    expect(data.headers.get("location")).toBe("/keystatic/singleton/frFaq");
    expect(read("content/fr/faq.yaml")).toBe(`translatedFrom: ${gitBlobId(FAQ)}\n${FAQ}`);
  });

  it("never writes over a translation that exists", async () => {
    const response = await post(start("content/faq.yaml", "nl"));
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("exists already");
    expect(read("content/nl/faq.yaml")).toBe(files["content/nl/faq.yaml"]);
  });

  it("refuses when the English changed since the page showed it", async () => {
    const response = await post(start("content/faq.yaml", "fr", gitBlobId("before")));
    expect(response.status).toBe(409);
    expect(existsSync(join(root, "content/fr"))).toBe(false);
  });

  it.each([
    "content/../.env",
    "content/faq.yaml/../../.env",
    ".env",
    "content/nl/faq.yaml",
    "content/roles/engineer.md",
    "content/help/missing.md",
    "content/help",
  ])("refuses %j: not an English file the site translates", async (file) => {
    const before = snapshot();
    const response = await post({ ...start("content/faq.yaml", "fr"), file });
    expect(response.status).toBe(400);
    expect(snapshot()).toEqual(before);
    expect(existsSync(join(root, "content/fr"))).toBe(false);
  });

  it("refuses to write through a language folder that is a link", async () => {
    symlinkSync(outside, join(root, "content/de"));
    const response = await post(start("content/faq.yaml", "de"));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("symbolic link");
    expect(readdirSync(outside)).toEqual([]);
  });

  it("refuses an English file that is a link to another file", async () => {
    rmSync(join(root, "content/help/hello.md"));
    symlinkSync(join(root, ".env"), join(root, "content/help/hello.md"));
    const response = await post({ ...start("content/faq.yaml"), file: "content/help/hello.md" });
    expect(response.status).toBe(400);
    expect(existsSync(join(root, "content/de"))).toBe(false);
  });

  it("refuses what the build would refuse, with its words, and writes nothing", async () => {
    const strict = translationActionsApi(
      keystaticConfig,
      root,
      async () => null,
      (file) => [`${file}: too long`],
      translatableFiles,
    );
    const response = await post(start("content/faq.yaml", "fr"), {}, [], strict);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("content/fr/faq.yaml: too long");
    expect(existsSync(join(root, "content/fr"))).toBe(false);
  });
});

describe("mark as up to date", () => {
  it("sets translatedFrom to the English version and goes back to the page", async () => {
    const response = await post({ ...start("content/faq.yaml", "nl"), action: "current" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/translations?marked=${encodeURIComponent("content/nl/faq.yaml")}`,
    );
    expect(read("content/nl/faq.yaml")).toBe(
      `translatedFrom: ${gitBlobId(FAQ)}\neyebrow: FAQ\nheading: Vragen\n`,
    );
  });

  it("refuses a translation that is not there, and a version not the English's now", async () => {
    const missing = await post({ ...start("content/faq.yaml", "fr"), action: "current" });
    expect(missing.status).toBe(409);
    expect(existsSync(join(root, "content/fr"))).toBe(false);
    const old = await post({
      ...start("content/faq.yaml", "nl", gitBlobId("before")),
      action: "current",
    });
    expect(old.status).toBe(409);
    expect(read("content/nl/faq.yaml")).toBe(files["content/nl/faq.yaml"]);
  });
});

describe("who may ask", () => {
  it.each([
    ["a page of another site", { origin: "https://evil.example" }],
    ["a page on another port", { origin: "http://localhost:4000" }],
    ["another site by Sec-Fetch-Site", { "sec-fetch-site": "cross-site" }],
    ["a same-site page", { "sec-fetch-site": "same-site" }],
    ["a rebound domain", { host: "evil.example:3000", origin: "http://evil.example:3000" }],
    ["a forwarded host", { "x-forwarded-host": "evil.example" }],
    ["a request that does not say its origin", { origin: "" }],
    ["a page with an opaque origin", { origin: "null" }],
  ])("refuses %s, writing nothing", async (_, headers: Record<string, string>) => {
    const response = await post(
      start("content/faq.yaml", "fr"),
      Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== "")),
      headers.origin === "" ? ["origin"] : [],
    );
    expect(response.status).toBe(403);
    expect(existsSync(join(root, "content/fr"))).toBe(false);
  });

  it("refuses while the server answers the network", async () => {
    const exposed = translationActionsApi(
      keystaticConfig,
      root,
      async () => "192.168.1.20",
      undefined,
      translatableFiles,
    );
    const response = await post(start("content/faq.yaml", "fr"), {}, [], exposed);
    expect(response.status).toBe(403);
    expect(existsSync(join(root, "content/fr"))).toBe(false);
  });

  it("refuses a body that is not the page's form, or too long", async () => {
    expect(
      (await post(start("content/faq.yaml", "fr"), { "content-type": "text/plain" })).status,
    ).toBe(400);
    const long = await post({ ...start("content/faq.yaml", "fr"), pad: "x".repeat(4096) });
    expect(long.status).toBe(413);
    expect(existsSync(join(root, "content/fr"))).toBe(false);
  });
});
