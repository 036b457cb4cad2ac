/**
 * What a simulated LCP waited for. Lighthouse's Lantern model builds the LCP from the requests
 * that finished, and the scripts that began evaluating, before the paint it observed unthrottled,
 * replays them over a throttled network and CPU, and takes the moment the last of them ends. `npm run bench` reads
 * that replay to say, per route, when the HTML document and its stylesheets were done (a page
 * cannot paint before those) and which step ended last (what the LCP actually waited for).
 */

/**
 * @typedef {object} SimulatedStep One node of the simulation, flattened.
 * @property {"network" | "cpu"} type
 * @property {number} endMs When it ended in the simulation, from the navigation's start.
 * @property {boolean} [isMainDocument] Network: the page's own HTML.
 * @property {string} [resourceType] Network: Document, Stylesheet, Script, Font, Image...
 * @property {string} [url] Network: the request's URL.
 * @property {number} [transferBytes] Network: bytes on the wire.
 * @property {string[]} [evaluates] CPU: the scripts the task evaluated.
 */

/** @param {string} url */
const fileName = (url) => new URL(url).pathname.split("/").pop() || "/";

/**
 * A short name for one step: "Font inter.woff2, 35 KiB", "evaluating app.js", "main-thread task".
 * @param {SimulatedStep} step
 */
export function describeStep(step) {
  if (step.type === "cpu") {
    return step.evaluates?.length
      ? `evaluating ${step.evaluates.map(fileName).join(", ")}`
      : "main-thread task";
  }
  if (step.isMainDocument) return "the HTML document";
  const size = step.transferBytes ? `, ${Math.round(step.transferBytes / 1024)} KiB` : "";
  return `${step.resourceType ?? "request"} ${step.url ? fileName(step.url) : "?"}${size}`;
}

/**
 * When the document and stylesheets were done and which step ended last, in one simulation.
 * @param {SimulatedStep[]} steps
 * @returns {{ renderBlockingMs: number | null, lastStep: string | null }}
 */
export function lcpPath(steps) {
  const renderBlocking = steps.filter(
    (step) =>
      step.type === "network" && (step.isMainDocument || step.resourceType === "Stylesheet"),
  );
  const last = steps.reduce(
    (/** @type {SimulatedStep | null} */ latest, step) =>
      latest === null || step.endMs > latest.endMs ? step : latest,
    null,
  );
  return {
    renderBlockingMs: renderBlocking.length
      ? Math.max(...renderBlocking.map((step) => step.endMs))
      : null,
    lastStep: last ? describeStep(last) : null,
  };
}

/**
 * How often each last step came up across runs, most frequent first: "Font a.woff2 (3 of 5)".
 * @param {(string | null)[]} lastSteps
 */
export function tallySteps(lastSteps) {
  const known = lastSteps.filter((step) => typeof step === "string");
  const counts = new Map();
  for (const step of known) counts.set(step, (counts.get(step) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([step, count]) => `${step} (${count} of ${lastSteps.length})`)
    .join("; ");
}
