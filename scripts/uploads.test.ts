import { spawnSync } from "node:child_process";
import {
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
import { describe, expect, it } from "vitest";
import { publicFileProblem, svgProblems } from "@/scripts/uploads.mjs";

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const bytes = (text: string) => new TextEncoder().encode(text);
const problems = (svg: string) => svgProblems(bytes(svg));

function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

describe("svgProblems", () => {
  it("passes the site's own SVGs and a chart's usual parts", () => {
    for (const file of filesIn("public").filter((path) => path.endsWith(".svg"))) {
      expect(svgProblems(readFileSync(file)), file).toEqual([]);
    }
    expect(
      problems(
        `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n` +
          `<svg ${SVG} ${XLINK} viewBox="0 0 10 10"><defs><linearGradient id="g"/><style><![CDATA[rect { fill: url(#g) }]]></style></defs>` +
          `<rect fill="url(#g)" style="stroke: url('#g')"/><use xlink:href="#g"/><a href="#top"><text>javascript is a language</text></a>` +
          `<image href="data:image/png;base64,iVBORw0KGgo="/></svg>`,
      ),
    ).toEqual([]);
  });

  it.each([
    ["a <script>", `<svg ${SVG}><script>alert(1)</script></svg>`, "<script>"],
    ["an upper-case <SCRIPT>", `<svg ${SVG}><SCRIPT>alert(1)</SCRIPT></svg>`, "<SCRIPT>"],
    [
      "an XHTML script",
      `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
      "<h:script>",
    ],
    [
      "an HTML element with a handler",
      `<svg ${SVG}><img xmlns="http://www.w3.org/1999/xhtml" src="#x"/></svg>`,
      "HTML element <img>",
    ],
    [
      "a foreignObject",
      `<svg ${SVG}><foreignObject><p>hi</p></foreignObject></svg>`,
      "<foreignObject>",
    ],
    ["onload on the root", `<svg ${SVG} onload="alert(1)"/>`, "event handler attribute onload"],
    [
      "a handler deep inside",
      `<svg ${SVG}><g><rect onClick="alert(1)"/></g></svg>`,
      "event handler attribute onClick",
    ],
    [
      "a javascript: link",
      `<svg ${SVG} ${XLINK}><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
      "script URL in xlink:href",
    ],
    [
      "a javascript: link spelled with a tab reference",
      `<svg ${SVG}><a href="java&#x09;SCRIPT:alert(1)"><text>x</text></a></svg>`,
      "script URL in href",
    ],
    [
      "a link to another site",
      `<svg ${SVG}><a href="https://evil.example/"><text>x</text></a></svg>`,
      "refers to another file in href",
    ],
    [
      "an external image",
      `<svg ${SVG}><image href="//evil.example/pixel.png"/></svg>`,
      "refers to another file in href",
    ],
    [
      "another SVG by <use>",
      `<svg ${SVG}><use href="other.svg#icon"/></svg>`,
      "refers to another file in href",
    ],
    [
      "an SVG data: URL",
      `<svg ${SVG}><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`,
      "refers to another file in href",
    ],
    [
      "@import in a stylesheet",
      `<svg ${SVG}><style>@import url(https://evil.example/x.css);</style></svg>`,
      "@import",
    ],
    [
      "an external url() in CDATA",
      `<svg ${SVG}><style><![CDATA[rect { fill: url("https://evil.example/x") }]]></style></svg>`,
      "refers to another file (url(https://evil.example/x))",
    ],
    [
      "a CSS-escaped url(",
      `<svg ${SVG}><style>rect { background: \\75 rl(https://evil.example/x) }</style></svg>`,
      "refers to another file",
    ],
    [
      "an external url() in a style attribute",
      `<svg ${SVG}><rect style="fill: url(//evil.example/x)"/></svg>`,
      "refers to another file",
    ],
    [
      "image-set()",
      `<svg ${SVG}><style>rect { background: image-set("https://evil.example/x.png" 1x) }</style></svg>`,
      "CSS function",
    ],
    [
      "an xml-stylesheet instruction",
      `<?xml-stylesheet type="text/xsl" href="evil.xsl"?><svg ${SVG}/>`,
      "<?xml-stylesheet?>",
    ],
    [
      "an entity declaration",
      `<!DOCTYPE svg [<!ENTITY a "<script>alert(1)</script>">]><svg ${SVG}>&a;</svg>`,
      "declares entities",
    ],
    ["xml:base", `<svg ${SVG} xml:base="https://evil.example/"/>`, "xml:base"],
    [
      "an animation that sets a link",
      `<svg ${SVG}><a href="#x"><set attributeName="href" to="https://evil.example"/><text>x</text></a></svg>`,
      "animates the attribute href",
    ],
    [
      "an animation of a handler",
      `<svg ${SVG}><animate attributeName="onbegin" values="alert(1)"/></svg>`,
      "animates the attribute onbegin",
    ],
    ["markup that is not well-formed", `<svg ${SVG}><g><rect/></svg>`, "not well-formed"],
    ["a root that is not <svg>", `<html xmlns="http://www.w3.org/1999/xhtml"/>`, "root <html>"],
    ["no SVG namespace", `<svg><rect/></svg>`, "root <svg>"],
    ["two roots", `<svg ${SVG}/><svg ${SVG}/>`, "more than one root"],
    [
      "a declared encoding other than UTF-8",
      `<?xml version="1.0" encoding="UTF-7"?><svg ${SVG}/>`,
      "encoding UTF-7",
    ],
  ])("refuses %s", (_, svg, reason) => {
    const found = problems(svg);
    expect(found.join("\n")).toContain(reason);
  });

  it("refuses bytes that are not UTF-8 and a file with no SVG", () => {
    expect(svgProblems(Uint8Array.from([0x3c, 0x73, 0xff, 0xfe]))).toEqual(["is not UTF-8 text"]);
    expect(problems("")).toEqual(["has no <svg> element"]);
  });

  it("says where the problem is", () => {
    expect(problems(`<svg ${SVG}>\n<g/>\n<script>alert(1)</script></svg>`)).toEqual([
      "has a <script> element (line 3)",
    ]);
  });
});

describe("publicFileProblem", () => {
  it("refuses an HTML or XML document whatever it holds, naming the file", () => {
    for (const path of [
      "public/blog.html",
      "public/blog/post/page.HTM",
      "public/a.xhtml",
      "public/feed.xml",
    ]) {
      expect(publicFileProblem(path, bytes("<p>hello</p>")), path).toMatch(
        new RegExp(
          `^${path.replace(/\./g, "\\.")}: a \\.\\w+ file is a document that can run script`,
        ),
      );
    }
  });

  it("refuses an SVG with script in any case of its extension, and passes a clean one", () => {
    const evil = bytes(`<svg ${SVG}><script>alert(1)</script></svg>`);
    expect(publicFileProblem("public/blog/post/chart.svg", evil)).toBe(
      "public/blog/post/chart.svg: an SVG that has a <script> element (line 1)",
    );
    expect(publicFileProblem("public/blog/post/chart.SVG", evil)).toContain("<script>");
    expect(publicFileProblem("public/blog/post/chart.svg", bytes(`<svg ${SVG}/>`))).toBeNull();
    expect(publicFileProblem("public/_redirects", bytes("/gdpr /privacy 301"))).toBeNull();
  });
});

describe("scripts/check-uploads.mjs, the first step of the build", () => {
  const run = (root: string) =>
    spawnSync(
      process.execPath,
      [join(process.cwd(), "scripts/check-uploads.mjs"), join(root, "public")],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
  const project = () => {
    const root = mkdtempSync(join(tmpdir(), "check-uploads-"));
    mkdirSync(join(root, "public/blog/post"), { recursive: true });
    mkdirSync(join(root, "content/posts"), { recursive: true });
    writeFileSync(join(root, "content/posts/a.md"), "---\ntitle: A\n---\n");
    return root;
  };

  it("passes a project without links", () => {
    const root = project();
    expect(run(root).status).toBe(0);
    rmSync(root, { recursive: true });
  });

  it.each([
    ["a folder in content/", "content/posts/more", (root: string) => join(root, "public")],
    ["a file in content/", "content/site.yaml", () => "/etc/hostname"],
    ["content/ itself", "content", (root: string) => join(root, "public")],
    ["a folder in public/", "public/blog/linked", () => "/etc"],
  ])("stops on a symbolic link (%s), naming it, before Next starts", (_, link, target) => {
    const root = project();
    if (link === "content") rmSync(join(root, "content"), { recursive: true });
    symlinkSync(target(root), join(root, link));
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${link}: a symbolic link`);
    rmSync(root, { recursive: true });
  });
});
