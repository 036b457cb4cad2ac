// Who blocked the main thread: splits the long tasks of a page load between the site's own code,
// the npm packages it pulls in, the framework and the browser, from a V8 CPU profile and the
// trace's task list. Pure functions; scripts/blocking-profile.mjs records the inputs.

/** A task blocks input for whatever it runs past 50 ms (the definition behind TBT). */
export const LONG_TASK_MS = 50;

/** Packages that make up the framework itself: the runtime every Next.js page loads. */
const FRAMEWORK = new Set(["next", "react", "react-dom", "scheduler", "@next/env"]);

/**
 * Where an original source file (as a source map names it) belongs: the site's own code as
 * `site <path>`, a package as `package <name>`, the framework as `framework`, or null when the
 * file is not one of these (an unmapped script).
 */
export function sourceBucket(source) {
  if (!source) return null;
  if (source.startsWith("turbopack:///[turbopack]")) return "framework";
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (dependency) {
    return FRAMEWORK.has(dependency[1]) ? "framework" : `package ${dependency[1]}`;
  }
  const own = /(?:^|\/)((?:app|components|lib|content)\/.+)$/.exec(source);
  return own ? `site ${own[1]}` : null;
}

/**
 * Blocking milliseconds per bucket. Each CPU sample inside a long task counts for its share of
 * that task's blocking part (the task's time past 50 ms, spread evenly over its samples), and
 * goes to the nearest frame on its stack that is the site's code or a package - so a component
 * is charged for the hooks it calls - else to the framework when any script ran, else to the
 * browser, by the kind of work the trace shows at that moment (style, layout, parsing...).
 *
 * @param {{ nodes: { id: number, parent?: number, url: string, line: number, column: number }[],
 *           samples: { node: number, time: number, duration: number }[] }} profile
 *   times in milliseconds on the same clock as the tasks'
 * @param {{ start: number, duration: number }[]} tasks the main thread's top-level tasks
 * @param {(url: string, line: number, column: number) => string | null} sourceOf a frame's
 *   original source file, or null
 * @param {{ start: number, duration: number, kind: string }[]} [browserWork] the trace's events
 *   of known browser work (see browserWorkKind); a browser sample inside one is charged to
 *   `browser <kind>` (the innermost, when they nest), else to `browser other`
 */
export function attributeBlocking(profile, tasks, sourceOf, browserWork = []) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const bucketOfNode = new Map();
  const bucketOf = (id) => {
    if (bucketOfNode.has(id)) return bucketOfNode.get(id);
    let scripted = false;
    let bucket = null;
    for (let node = nodes.get(id); node && bucket === null; node = nodes.get(node.parent)) {
      if (!node.url) continue;
      scripted = true;
      const owner = sourceBucket(sourceOf(node.url, node.line, node.column));
      if (owner !== null && owner !== "framework") bucket = owner;
    }
    bucket ??= scripted ? "framework" : "browser";
    bucketOfNode.set(id, bucket);
    return bucket;
  };
  const browserKindAt = (time) => {
    let innermost = null;
    for (const work of browserWork) {
      if (time < work.start || time >= work.start + work.duration) continue;
      if (innermost === null || work.duration < innermost.duration) innermost = work;
    }
    return innermost ? `browser ${innermost.kind}` : "browser other";
  };

  const totals = {};
  let blockingMs = 0;
  const sorted = [...profile.samples].sort((a, b) => a.time - b.time);
  for (const task of tasks) {
    if (task.duration <= LONG_TASK_MS) continue;
    const blocking = task.duration - LONG_TASK_MS;
    blockingMs += blocking;
    const inside = sorted.filter(
      (sample) => sample.time >= task.start && sample.time < task.start + task.duration,
    );
    const sampled = inside.reduce((sum, sample) => sum + sample.duration, 0);
    if (sampled === 0) {
      totals["browser other"] = (totals["browser other"] ?? 0) + blocking;
      continue;
    }
    for (const sample of inside) {
      let bucket = bucketOf(sample.node);
      if (bucket === "browser") bucket = browserKindAt(sample.time);
      totals[bucket] = (totals[bucket] ?? 0) + (blocking * sample.duration) / sampled;
    }
  }
  return { blockingMs, byBucket: totals };
}

/** Trace events of the browser's own work on a page, by what they do. */
const BROWSER_WORK = {
  ParseHTML: "parse HTML",
  "HTMLDocumentParser::MaybeFetchQueuedPreloads": "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  CompositeLayers: "paint",
  PaintImage: "paint",
  Commit: "paint",
  "V8.CompileScript": "compile script",
  "v8.compile": "compile script",
  MinorGC: "garbage collection",
  MajorGC: "garbage collection",
  "V8.GCScavenger": "garbage collection",
  "V8.GCFinalizeMC": "garbage collection",
};

/** The kind of browser work a trace event is, or null when it is none of the known kinds. */
export function browserWorkKind(eventName) {
  return BROWSER_WORK[eventName] ?? null;
}

/** The four headline groups of a breakdown: site code, other packages, framework, browser. */
export function groupBuckets(byBucket) {
  const groups = { site: 0, packages: 0, framework: 0, browser: 0 };
  for (const [bucket, ms] of Object.entries(byBucket)) {
    if (bucket.startsWith("site ")) groups.site += ms;
    else if (bucket.startsWith("package ")) groups.packages += ms;
    else if (bucket === "framework") groups.framework += ms;
    else groups.browser += ms; // "browser <kind>"
  }
  return groups;
}
