import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xml2js, type Element } from "xml-js";
import {
  BODY,
  contentFiles,
  fieldsOf,
  fileText,
  problemsOf,
  valueWith,
  withField,
  type ContentFile,
} from "@/content/content-fuzz";
import { siteTokens } from "@/content/tokens";
import { copyRepository } from "@/e2e-editor/next-dev-copy";
import { englishPathOf, translationLocales } from "@/lib/content/content-locales";
import { tokensIn } from "@/lib/content/tokens";
import { HOSTILE, marker, namesField, type TextField } from "@/lib/content/content-fuzz";
import { LOGO_PACK_PATH } from "@/lib/brand/media-kit";
import { chromiumArgs, systemChromium } from "@/scripts/browser.mjs";
import { foreignScripts } from "@/scripts/host-headers.mjs";

// The content fuzz test, its export half: a copy of the site with a hostile string in every text
// field of every content file that the build accepts (each field's own marker, `xss12x`), built
// once with `npm run build`, and every page, feed and image of the export read as a browser and a
// feed reader read them. What the build accepts must reach the export as text: no script the site
// does not write, no element, attribute, comment or script URL from the content. The per-field
// refusals (with the field's message) are content/content-fuzz.test.ts.

/** A hostile string in a field; the bidi override is left out: the build refuses it everywhere. */
const PUT = HOSTILE.filter((hostile) => hostile.name !== "a bidi override");
const SCRIPT_URL = HOSTILE.find((hostile) => hostile.name === "a script URL")!;

/**
 * The files the build's tokens are made from (`{{brand}}`, `{{plan.launch.name}}`): a value there
 * is repeated wherever its token is written, so it grows by at most this many characters (the
 * hostile text replaces it), or every text with its token outgrows its limit.
 */
const TOKEN_SOURCES = [
  "content/site.yaml",
  "content/plans.yaml",
  "content/tools.yaml",
  "content/claims.yaml",
];
const TOKEN_VALUE_GROWTH = 24;

/** Fields with the same text get the same value, so a name and what refers to it still agree. */
type Group = { marker: string; original: string; members: TextField[]; value?: string };

const fieldKey = (field: TextField) => `${field.file}\u0000${field.path.join("\u0000")}`;

/**
 * The value each group of fields takes in the copy: its text with as many hostile strings as the
 * build's checks of every member accept (a script URL first where one is accepted alone, where a
 * link's address starts), or none. A member that accepts nothing alone (a post's category, which
 * must name a category of the blog) follows what its group takes.
 */
function planValues(files: ContentFile[]): Group[] {
  const byFile = new Map(files.map((content) => [content.file, content]));
  const groups = new Map<string, Group>();
  for (const field of files.flatMap(fieldsOf)) {
    const id = field.path === BODY ? `body ${field.file}` : `text ${field.value}`;
    const group = groups.get(id) ?? {
      marker: marker(groups.size + 1),
      original: field.value,
      members: [],
    };
    group.members.push(field);
    groups.set(id, group);
  }
  const accepts = (field: TextField, value: string) =>
    problemsOf(withField(byFile.get(field.file)!, field.path, value)).length === 0;
  for (const group of groups.values()) {
    const { members, original } = group;
    const body = members[0]?.path === BODY;
    const pieces = PUT.map((hostile) => hostile.text(group.marker));
    const eligible = members.filter((field) =>
      pieces.some((piece) => accepts(field, valueWith(field.path, original, piece))),
    );
    if (eligible.length === 0) continue;
    const script = SCRIPT_URL.text(group.marker);
    const startsWithScript =
      !body &&
      eligible.every((field) => accepts(field, valueWith(field.path, original, script, true)));
    const tokenSource = members.some((field) => TOKEN_SOURCES.includes(field.file));
    for (let count = pieces.length; count > 0 && !group.value; count--) {
      const hostile = pieces.slice(0, count).join(" ");
      const candidates = tokenSource
        ? [hostile].filter((value) => value.length <= original.length + TOKEN_VALUE_GROWTH)
        : [
            ...(startsWithScript ? [`${script} ${original} ${hostile}`.trim()] : []),
            valueWith(members[0]!.path, original, hostile),
          ];
      group.value = candidates.find((value) => eligible.every((field) => accepts(field, value)));
    }
  }
  return [...groups.values()];
}

/** Each member of each planned group with the group's value, by field. */
function plannedValues(groups: Group[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const group of groups) {
    if (group.value === undefined) continue;
    for (const member of group.members) values.set(fieldKey(member), group.value);
  }
  return values;
}

/** The files of the copy with each field's value. */
function fuzzedFiles(files: ContentFile[], values: Map<string, string>): ContentFile[] {
  return files.map((content) =>
    fieldsOf(content).reduce((changed, field) => {
      const value = values.get(fieldKey(field));
      return value === undefined ? changed : withField(changed, field.path, value);
    }, content),
  );
}

/** The copy's content checked whole, as the build checks it (every file against the others). */
const CHECK_WHOLE = `
process.env.NODE_ENV = "development";
const { runnerImport } = await import("vite");
const { default: config } = (await runnerImport("./vitest.config.ts")).module;
const inline = { plugins: config.plugins, resolve: config.resolve, logLevel: "error" };
const { contentFiles, problemsOf } = (await runnerImport("./content/content-fuzz.ts", inline)).module;
console.log(JSON.stringify(contentFiles(process.cwd()).flatMap(problemsOf)));
`;

function checkWhole(root: string): string[] {
  writeFileSync(path.join(root, ".content-fuzz-check.mjs"), CHECK_WHOLE);
  const run = spawnSync(process.execPath, [".content-fuzz-check.mjs"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  rmSync(path.join(root, ".content-fuzz-check.mjs"));
  const last = run.stdout.trim().split("\n").at(-1) ?? "";
  if (run.status !== 0 || !last.startsWith("[")) {
    throw new Error(`The copy's content could not be checked:\n${run.stderr}\n${run.stdout}`);
  }
  return JSON.parse(last) as string[];
}

/**
 * The fields an issue names: `exact`ly, or `within` an entry it names (a check across an entry's
 * fields) or a Markdown body it names by line.
 */
function fieldsNamed(issue: string, fields: TextField[]) {
  const exact = fields.filter(
    (field) =>
      field.path !== BODY && namesField([issue], field.file, field.path, field.path.length),
  );
  const within = fields.filter((field) =>
    field.path === BODY
      ? issue.startsWith(`${field.file}:`)
      : !exact.includes(field) && namesField([issue], field.file, field.path),
  );
  return { exact, within };
}

/** `text` at least `chars` characters shorter, whole words (never a token) taken from its end. */
function shorterByWords(text: string, chars: number): string {
  const words = text
    .trimEnd()
    .replace(/[.!?]$/, "")
    .split(" ");
  const end = /[.!?]$/.test(text.trimEnd()) ? text.trimEnd().slice(-1) : "";
  let removed = 0;
  for (let at = words.length - 1; at > 0 && removed < chars; at--) {
    if (/\{\{/.test(words[at]!)) continue;
    removed += words[at]!.length + 1;
    words.splice(at, 1);
  }
  return `${words.join(" ").replace(/[,;:]$/, "")}${end}`;
}

/** The fields a text's `{{tokens}}` are made from: those holding the token's value. */
function tokenSources(text: string, groups: Group[]): TextField[] {
  const values = tokensIn(text).flatMap((name) => {
    const token = siteTokens[name];
    return token ? [token.value()] : [];
  });
  return groups
    .filter((group) => values.includes(group.original))
    .flatMap((group) => group.members);
}

function writeFiles(root: string, files: ContentFile[]) {
  for (const content of files) writeFileSync(path.join(root, content.file), fileText(content));
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(file) : [file];
  });
}

type DomReport = { problems: string[]; scripts: string[]; markers: string[] };

/** What a browser makes of an HTML document or fragment: what content must never become. */
function readHtml(page: Page, html: string): Promise<DomReport> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const problems: string[] = [];
    const scripts: string[] = [];
    const shown: string[] = [];
    const marked = /xss\d+x/;
    for (const element of doc.querySelectorAll("*")) {
      const tag = element.localName;
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name)) problems.push(`<${tag} ${name}="${value}">`);
        // A browser drops controls and spaces from a URL before it reads the scheme.
        const url = value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (
          /^(javascript|vbscript|data:text\/html)/.test(url) &&
          /href|src|action|data/i.test(name)
        ) {
          problems.push(`<${tag} ${name}="${value}">`);
        }
        if (marked.test(value)) shown.push(value);
      }
      if (tag === "script") scripts.push(element.outerHTML);
      if (["iframe", "object", "embed", "frame", "base"].includes(tag)) problems.push(`<${tag}>`);
      if (tag === "img" && element.getAttribute("src") === "x") problems.push(element.outerHTML);
    }
    const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const data = (node as CharacterData).data;
      if (node.nodeType === Node.COMMENT_NODE && marked.test(data)) problems.push(`<!--${data}-->`);
      const parent = node.parentElement?.localName ?? "";
      if (node.nodeType === Node.TEXT_NODE && !["script", "style"].includes(parent))
        shown.push(data);
    }
    return { problems, scripts, markers: shown.flatMap((text) => text.match(/xss\d+x/g) ?? []) };
  }, html);
}

/** An XML file's elements and attributes, read strictly (a broken file throws). */
function xmlElements(text: string): Element[] {
  const all: Element[] = [];
  const walk = (node: Element) => {
    if (node.type === "element") all.push(node);
    for (const child of node.elements ?? []) walk(child);
  };
  walk(xml2js(text) as Element);
  return all;
}

/** What in an XML file (a feed, an SVG) came from content as markup. */
function xmlProblems(text: string): string[] {
  return xmlElements(text).flatMap((element) => [
    ...(["script", "img", "foreignObject", "iframe"].includes(element.name ?? "")
      ? [`<${element.name}>`]
      : []),
    ...Object.keys(element.attributes ?? {})
      .filter((name) => /^on/i.test(name))
      .map((name) => `<${element.name} ${name}>`),
  ]);
}

const textOf = (element: Element | undefined) =>
  (element?.elements ?? []).map((node) => String(node.text ?? node.cdata ?? "")).join("");

describe("an export built from hostile text in every field the build accepts", () => {
  let root: string;
  let groups: Group[];
  let applied = new Map<string, string>();
  const refused: string[] = [];
  let build: { status: number | null; output: string };
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The export is built in English alone: the translations' words are fuzzed by the unit half
    // (content/content-fuzz.test.ts) and rendered by the same components, while a translation
    // left as written would name values (a post's category, a description's length with the
    // brand in it) that the fuzzed English no longer has, and fail the build for that alone.
    const original = contentFiles(process.cwd()).filter(({ file }) => !englishPathOf(file));
    groups = planValues(original);
    root = copyRepository("stackless-fuzz-");
    for (const locale of translationLocales) {
      rmSync(path.join(root, "content", locale), { recursive: true, force: true });
    }
    // The build is the judge: what it refuses, checked against the other files, goes back:
    // the field it names, or, when that field already holds its own text (a post's category
    // naming a category whose name changed), every field of the same text.
    const values = plannedValues(groups);
    const fields = original.flatMap(fieldsOf);
    // A text near its length limit that writes a token whose source holds hostile text (a
    // description with {{brand}}) is made shorter by words instead: the brand keeps its value.
    const trimmed = new Map<string, string>();
    for (let round = 0; round < 12; round++) {
      writeFiles(root, fuzzedFiles(original, new Map([...trimmed, ...values])));
      const issues = checkWhole(root);
      if (issues.length === 0) break;
      let changed = false;
      // Judged on the round's files: two issues about one field send back the same thing.
      const held = new Set(values.keys());
      for (const issue of new Set(issues)) {
        const { exact, within } = fieldsNamed(issue, fields);
        const live = (list: TextField[]) => list.filter((field) => held.has(fieldKey(field)));
        const named = [...exact, ...within];
        const tooLong = /at most \d+ characters|Too big/.test(issue);
        const withTokens = exact.filter(
          (field) => !held.has(fieldKey(field)) && live(tokenSources(field.value, groups)).length,
        );
        if (tooLong && withTokens.length) {
          for (const field of withTokens) {
            const text = trimmed.get(fieldKey(field)) ?? field.value;
            trimmed.set(fieldKey(field), shorterByWords(text, TOKEN_VALUE_GROWTH));
          }
          changed = true;
          continue;
        }
        // What goes back, the first that holds hostile text: the field the issue names; the
        // fields of a name it quotes (`"Contacts" is not a row of ...`: what refers to it kept
        // its text); the sources of the tokens in what it names (a value repeated where its
        // token is); the fields of the entry or body it names; the fields of the same text.
        const quoted = [...issue.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
        const back =
          [
            live(exact),
            live(groups.filter((g) => quoted.includes(g.original)).flatMap((g) => g.members)),
            live(named.flatMap((field) => tokenSources(field.value, groups))),
            live(within),
            live(
              groups
                .filter((group) => group.members.some((member) => named.includes(member)))
                .flatMap((group) => group.members),
            ),
          ].find((list) => list.length > 0) ?? [];
        for (const field of back) changed = values.delete(fieldKey(field)) || changed;
        changed ||= back.length > 0;
        refused.push(issue);
      }
      if (!changed) throw new Error(`Refusals that name no field:\n${issues.join("\n")}`);
    }
    applied = values;
    const env = Object.fromEntries(
      Object.entries({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" }).filter(
        ([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST"),
      ),
    ) as NodeJS.ProcessEnv;
    const run = spawnSync("npm", ["run", "build"], {
      cwd: root,
      env,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    build = { status: run.status, output: `${run.stdout}\n${run.stderr}` };
    browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs });
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    if (root) rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  });

  it("puts a hostile string into most fields, and the copy's build passes", () => {
    const all = groups.reduce((sum, group) => sum + group.members.length, 0);
    console.log(
      `${applied.size} of ${all} text fields hold hostile text; ` +
        `${refused.length} values refused by the checks across files:\n${refused.map((issue) => `  - ${issue.slice(0, 240)}`).join("\n")}`,
    );
    expect(applied.size / all).toBeGreaterThan(0.5);
    expect(build.status, build.output.split("\n").slice(-40).join("\n")).toBe(0);
  });

  it("has no script, element, attribute, comment or script URL from content in any page", async () => {
    const out = path.join(root, "out");
    const pages = filesIn(out).filter(
      (file) => file.endsWith(".html") && !path.relative(out, file).startsWith("_next"),
    );
    expect(pages.length).toBeGreaterThan(30);
    const shown = new Set<string>();
    const problems: string[] = [];
    for (const file of pages) {
      const html = readFileSync(file, "utf8");
      const name = path.relative(out, file);
      for (const problem of foreignScripts(html)) problems.push(`${name}: ${problem}`);
      const report = await readHtml(page, html);
      for (const problem of report.problems) problems.push(`${name}: ${problem}`);
      for (const found of report.markers) shown.add(found);
    }
    expect(problems).toEqual([]);
    // What the build accepted reached the pages, as text: most texts are shown somewhere.
    const fuzzed = new Set([...applied.values()].map((value) => value.match(/xss\d+x/)?.[0]));
    console.log(`${shown.size} of ${fuzzed.size} hostile texts shown as text on the pages`);
    expect(shown.size).toBeGreaterThan(fuzzed.size / 2);
  });

  it("keeps the brand name text on /brand and in the logo pack's files", async () => {
    const name = groups.find((group) =>
      group.members.some(
        ({ file, path: at }) => file === "content/site.yaml" && at.join(".") === "name",
      ),
    );
    const value = applied.get(fieldKey(name!.members.find((m) => m.file === "content/site.yaml")!));
    expect(value, "the brand name holds hostile text").toContain("<script>");
    const brand = readFileSync(path.join(root, "out/brand.html"), "utf8");
    expect((await readHtml(page, brand)).markers).toContain(name!.marker);
    const pack = unzipSync(new Uint8Array(readFileSync(path.join(root, "out", LOGO_PACK_PATH))));
    const svgs = Object.entries(pack).filter(([file]) => file.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(0);
    for (const [file, bytes] of svgs) {
      const svg = strFromU8(bytes);
      expect(xmlProblems(svg), file).toEqual([]);
      const title = xmlElements(svg).find((element) => element.name === "title");
      expect(textOf(title), file).toBe(value);
    }
  });

  it("writes well-formed feeds whose HTML holds no element from content", async () => {
    const out = path.join(root, "out");
    const rss = readFileSync(path.join(out, "feed.xml"), "utf8");
    expect(xmlProblems(rss)).toEqual([]);
    const items = xmlElements(rss).filter((element) => element.name === "item");
    expect(items.length).toBeGreaterThan(0);
    const json = JSON.parse(readFileSync(path.join(out, "feed.json"), "utf8")) as {
      items: { content_html: string }[];
    };
    const fragments = [
      ...items.map((item) =>
        textOf(item.elements?.find((element) => element.name === "description")),
      ),
      ...json.items.map((item) => item.content_html),
    ];
    for (const html of fragments) {
      const report = await readHtml(page, html);
      expect(report.problems, html).toEqual([]);
      expect(report.scripts, html).toEqual([]);
    }
  });

  it("writes every other file of the export well-formed, with no markup from content", () => {
    const out = path.join(root, "out");
    const problems: string[] = [];
    for (const file of filesIn(out)) {
      const name = path.relative(out, file);
      if (name.startsWith("_next") || name.startsWith("pagefind")) continue;
      try {
        if (/\.(xml|svg)$/.test(name)) {
          problems.push(...xmlProblems(readFileSync(file, "utf8")).map((p) => `${name}: ${p}`));
        } else if (/\.(json|webmanifest)$/.test(name)) {
          JSON.parse(readFileSync(file, "utf8"));
        }
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message.split("\n")[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
