import { describe, expect, it } from "vitest";
import keystaticConfig from "@/keystatic.config";
import { editorFoldersOf } from "@/lib/editor/editor-api";
import {
  base64UrlEncode,
  changedSince,
  editorFileProblem,
  editorFolders,
  editorRoute,
  editorTree,
  fileContentsProblem,
  foreignRequestReason,
  gitBlobId,
  keystaticParams,
  parseUpdate,
  type RequestFacts,
  type TreeEntry,
} from "@/lib/editor/editor-guard";

const folders = editorFoldersOf(keystaticConfig);
const local: RequestFacts = {
  host: "localhost:3000",
  origin: null,
  secFetchSite: null,
  forwardedHost: null,
};
const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const text = (value: string) => new TextEncoder().encode(value);
const PNG = Uint8Array.from(
  Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e1a3d40000000049454e44ae426082",
    "hex",
  ),
);

describe("foreignRequestReason", () => {
  it("lets the editor's own page and this computer's tools through", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3101", "[::1]:3000", "LOCALHOST:3000"]) {
      expect(foreignRequestReason({ ...local, host }), host).toBeNull();
    }
    const page = {
      host: "127.0.0.1:3101",
      origin: "http://127.0.0.1:3101",
      secFetchSite: "same-origin",
      forwardedHost: "127.0.0.1:3101",
    };
    expect(foreignRequestReason(page)).toBeNull();
  });

  it("refuses a device on the network (another Host)", () => {
    expect(foreignRequestReason({ ...local, host: "192.168.1.23:3000" })).toMatch(
      /host "192\.168\.1\.23:3000", which is not this computer/,
    );
  });

  it("refuses DNS rebinding: a foreign Host though the browser says same-origin", () => {
    expect(
      foreignRequestReason({
        host: "rebind.evil.example:3000",
        origin: "http://rebind.evil.example:3000",
        secFetchSite: "same-origin",
        forwardedHost: null,
      }),
    ).toMatch(/not this computer/);
  });

  it("refuses host names that only look local", () => {
    for (const host of [
      "localhost.evil.example:3000",
      "evil.localhost:3000",
      "127.0.0.1.nip.io:3000",
      "localhost:3000@evil.example",
      "0.0.0.0:3000",
      "",
      null,
    ]) {
      expect(foreignRequestReason({ ...local, host }), String(host)).not.toBeNull();
    }
  });

  it("refuses a page of another origin, another port of localhost included", () => {
    for (const origin of ["http://localhost:5173", "https://evil.example", "null"]) {
      expect(foreignRequestReason({ ...local, origin }), origin).toMatch(/from a page of/);
    }
    expect(foreignRequestReason({ ...local, secFetchSite: "same-site" })).toMatch(/another site/);
    expect(foreignRequestReason({ ...local, secFetchSite: "cross-site" })).toMatch(/another site/);
  });

  it("refuses a forwarded host other than the Host (X-Forwarded-Host spoofing)", () => {
    expect(foreignRequestReason({ ...local, forwardedHost: "evil.example" })).toMatch(/forwarded/);
  });
});

describe("editorFolders", () => {
  it("ends every folder with / and names data files exactly", () => {
    expect(folders.content).toContain("content/posts/");
    expect(folders.content).toContain("content/plans/");
    expect(folders.images).toEqual(["public/blog/", "public/help/"]);
    expect(folders.files).toContain("content/plans.yaml");
    expect([...folders.content, ...folders.images].every((folder) => folder.endsWith("/"))).toBe(
      true,
    );
  });

  it("fails on a folder outside content/ and public/", () => {
    expect(() => editorFolders(["content/posts", "app"])).toThrow(/names app/);
  });
});

describe("editorFileProblem", () => {
  it("refuses a name longer than a file system takes (255 bytes), in words", () => {
    expect(editorFileProblem(`content/posts/${"a".repeat(252)}.md`, folders)).toBeNull();
    expect(editorFileProblem(`content/posts/${"a".repeat(253)}.md`, folders)).toMatch(
      /the name "a{24}…" is 256 bytes long; a file or folder name has at most 255, so shorten it$/,
    );
    expect(editorFileProblem(`public/blog/${"界".repeat(90)}/a.png`, folders)).toMatch(
      /is 270 bytes long/,
    );
  });

  it("allows the content and images the editor writes", () => {
    for (const path of [
      "content/plans.yaml",
      "content/landing/hero.yaml",
      "content/posts/my-post.md",
      "content/help/getting-started.md",
      "public/blog/my-post/chart.svg",
      "public/blog/my-post/chart.narrow.svg",
      "public/help/article/Webinar Chart 2026.png",
      "public/blog/my-post/photo.jpeg",
    ]) {
      expect(editorFileProblem(path, folders), path).toBeNull();
    }
  });

  it.each([
    ["code beside a data file (startsWith without /)", "content/plans.ts"],
    ["a folder that only starts like one", "content/postsX/evil.md"],
    ["a file that only starts like a folder", "content/postsX.md"],
    ["a page in public/", "public/blog.html"],
    ["HTML beside a post's images", "public/blog/post/evil.html"],
    ["script beside a post's images", "public/blog/post/evil.js"],
    ["code in a content folder", "content/posts/evil.ts"],
    ["an image in a content folder", "content/posts/evil.svg"],
    ["Markdown in an image folder", "public/blog/post/evil.md"],
    ["a case trick on YAML", "content/posts/evil.YAML"],
    ["a case trick on Markdown", "content/posts/evil.Md"],
    ["a case trick on SVG", "public/blog/post/evil.SVG"],
    ["a case trick on a folder", "content/POSTS/evil.md"],
    ["the environment", ".env"],
    ["package.json", "package.json"],
    ["the config", "next.config.ts"],
    ["..", "content/posts/../../next.config.ts"],
    [".", "content/posts/./x.md"],
    ["a hidden file", "content/posts/.env.md"],
    ["an .htaccess", "public/blog/.htaccess"],
    ["an empty segment", "content/posts//x.md"],
    ["a leading /", "/content/posts/x.md"],
    ["a backslash", "content/posts\\..\\x.md"],
    ["a Windows stream", "public/blog/a.html:b.png"],
    ["a trailing dot (Windows drops it)", "public/blog/post/evil.svg."],
    ["a trailing space", "content/posts/x.md "],
    ["a NUL byte", "content/posts/x.md\u0000.png"],
    ["a bidi control", "public/blog/post/evil\u202egnp.svg"],
    ["a percent sign", "content/posts/%2e%2e.md"],
    ["no extension", "content/posts/readme"],
    ["a very long path", `content/posts/${"a".repeat(400)}.md`],
  ])("refuses %s", (_, path) => {
    expect(editorFileProblem(path, folders)).not.toBeNull();
  });

  it("says what to do about an upper-case image extension", () => {
    expect(editorFileProblem("public/blog/post/IMG_1.JPG", folders)).toBe(
      "public/blog/post/IMG_1.JPG: write the extension in lower case (IMG_1.jpg)",
    );
  });
});

describe("fileContentsProblem", () => {
  it("passes text content and images that are what their names say", () => {
    expect(fileContentsProblem("content/posts/a.md", text("---\ntitle: A\n---\nHi"))).toBeNull();
    expect(fileContentsProblem("public/blog/a/pixel.png", PNG)).toBeNull();
    expect(fileContentsProblem("public/blog/a/chart.svg", text(`<svg ${SVG}/>`))).toBeNull();
  });

  it("refuses an SVG with script, a page named .png and bytes that are not text", () => {
    expect(
      fileContentsProblem("public/blog/a/x.svg", text(`<svg ${SVG} onload="alert(1)"/>`)),
    ).toMatch(/^public\/blog\/a\/x\.svg: an SVG that has an event handler attribute onload/);
    expect(fileContentsProblem("public/blog/a/x.png", text("<script>alert(1)</script>"))).toBe(
      "public/blog/a/x.png: not a PNG image",
    );
    expect(fileContentsProblem("public/blog/a/x.jpg", PNG)).toBe(
      "public/blog/a/x.jpg: not a JPG image",
    );
    expect(fileContentsProblem("content/posts/a.md", Uint8Array.from([0xff, 0xfe]))).toMatch(
      /not UTF-8/,
    );
  });
});

describe("keystaticParams and editorRoute", () => {
  it("decode each segment as Keystatic does, so an encoded / or .. is seen", () => {
    const params = keystaticParams(
      "http://localhost:3000/api/keystatic/blob/abc/content%2F..%2F.env",
    );
    expect(params).toEqual(["blob", "abc", "content/../.env"]);
    const route = editorRoute("GET", params);
    expect(route).toEqual({ kind: "blob", path: "content/../.env" });
    expect(editorFileProblem(route.kind === "blob" ? route.path : "", folders)).not.toBeNull();
    expect(() => keystaticParams("http://localhost/api/keystatic/blob/%E0%A4%A")).toThrow();
  });

  it("knows the three endpoints and their methods only", () => {
    expect(editorRoute("GET", ["tree"])).toEqual({ kind: "tree" });
    expect(editorRoute("GET", ["rules"])).toEqual({ kind: "rules" });
    expect(editorRoute("POST", ["rules"])).toEqual({ kind: "none" });
    expect(editorRoute("POST", ["update"])).toEqual({ kind: "update" });
    expect(editorRoute("POST", ["tree"])).toEqual({ kind: "none" });
    expect(editorRoute("GET", ["update"])).toEqual({ kind: "none" });
    expect(editorRoute("PUT", ["update"])).toEqual({ kind: "none" });
    expect(editorRoute("GET", ["github", "login"])).toEqual({ kind: "none" });
  });
});

describe("parseUpdate", () => {
  const addition = (path: string, contents: Uint8Array) => ({
    path,
    contents: base64UrlEncode(contents),
  });

  it("decodes a save of content and images", () => {
    const update = parseUpdate(
      {
        additions: [
          addition("content/posts/a.md", text("Hi")),
          addition("public/blog/a/p.png", PNG),
        ],
        deletions: [{ path: "content/posts/old.md" }],
      },
      folders,
    );
    expect(update).toEqual({
      additions: [
        { path: "content/posts/a.md", contents: text("Hi") },
        { path: "public/blog/a/p.png", contents: PNG },
      ],
      deletions: [{ path: "content/posts/old.md" }],
    });
  });

  it("refuses the whole save when one file is refused, listing each", () => {
    const update = parseUpdate(
      {
        additions: [
          addition("content/posts/a.md", text("Hi")),
          addition("content/plans.ts", text("export {}")),
          addition("public/blog/a/x.svg", text(`<svg ${SVG}><script>1</script></svg>`)),
        ],
        deletions: [{ path: "next.config.ts" }],
      },
      folders,
    );
    expect(update).toEqual({
      problems: [
        expect.stringMatching(/^content\/plans\.ts is outside/),
        expect.stringMatching(/^public\/blog\/a\/x\.svg: an SVG that has a <script>/),
        expect.stringMatching(/^next\.config\.ts is outside/),
      ],
    });
  });

  it("refuses other shapes, extra keys and contents that are not base64url", () => {
    for (const body of [
      null,
      [],
      { additions: [] },
      { additions: [], deletions: [], extra: 1 },
      { additions: [{ path: "content/posts/a.md" }], deletions: [] },
      { additions: [{ path: "content/posts/a.md", contents: "!!" }], deletions: [] },
      { additions: [], deletions: [{ path: 1 }] },
    ]) {
      expect(parseUpdate(body, folders), JSON.stringify(body)).toHaveProperty("problems");
    }
  });
});

describe("a save based on the version the form loaded", () => {
  const id = gitBlobId(text("Hi"));
  const save = (basedOn: unknown) => ({
    additions: [{ path: "content/faq.yaml", contents: base64UrlEncode(text("Hi")) }],
    deletions: [],
    basedOn,
  });

  it("names each file by git's blob id, as Keystatic's tree does", () => {
    // `printf Hi | git hash-object --stdin`
    expect(id).toBe("40816a2b5a97541edb85548945f5da2784a956ff");
  });

  it("reads basedOn for the files the save names, an id or null each", () => {
    expect(parseUpdate(save({ "content/faq.yaml": id }), folders)).toMatchObject({
      basedOn: { "content/faq.yaml": id },
    });
    expect(parseUpdate(save({ "content/faq.yaml": null }), folders)).toMatchObject({
      basedOn: { "content/faq.yaml": null },
    });
    for (const basedOn of [[], "x", { "content/plans.yaml": id }, { "content/faq.yaml": "abc" }]) {
      expect(parseUpdate(save(basedOn), folders), JSON.stringify(basedOn)).toHaveProperty(
        "problems",
      );
    }
  });

  it("finds the files that changed on disk, were added or were removed since", () => {
    const other = gitBlobId(text("Hello"));
    expect(
      changedSince({ a: id, b: id, c: null, d: id }, { a: id, b: other, c: id, d: null }),
    ).toEqual(["b", "c", "d"]);
    expect(changedSince({ a: null }, {})).toEqual([]);
  });
});

describe("editorTree", () => {
  const blob = (path: string, sha = "0".repeat(39) + "1"): TreeEntry => ({
    path,
    mode: "100644",
    type: "blob",
    sha,
  });

  it("lists only the editor's files, parents first", () => {
    const tree = editorTree(
      [
        blob(".env"),
        blob("package.json"),
        blob("content/plans.ts"),
        blob("content/plans.yaml"),
        blob("content/posts/a.md"),
        blob("public/blog/a/chart.svg"),
        blob("public/blog.html"),
      ],
      folders,
    );
    expect(tree.map(({ path, type }) => `${type} ${path}`)).toEqual([
      "tree content",
      "blob content/plans.yaml",
      "tree content/posts",
      "blob content/posts/a.md",
      "tree public",
      "tree public/blog",
      "tree public/blog/a",
      "blob public/blog/a/chart.svg",
    ]);
  });

  it("gives each folder git's id for what is left in it", () => {
    // `git mktree` of one file `a.md` (blob e69de29..., the empty file): the id git gives it.
    const [folder] = editorTree(
      [blob("content/posts/a.md", "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")],
      folders,
    ).filter(({ path }) => path === "content/posts");
    expect(folder?.sha).toBe("520c9f9f61657ca1e65a288ea77d229a27a8171b");
  });
});
