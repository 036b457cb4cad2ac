import type { Page } from "@playwright/test";

/** Records every layout shift of each document the page loads, with what moved. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // Where each moved from and to, the viewport's width, and when: enough to tell a late
        // font, a late script and a resize apart when this fails.
        const box = ({ x, y, width, height }: DOMRectReadOnly) =>
          [x, y, width, height].map(Math.round).join(",");
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name =
            node instanceof Element
              ? `<${node.localName} class="${node.getAttribute("class")?.slice(0, 80)}">`
              : String(node?.nodeName);
          return `${name} ${box(source.previousRect)} -> ${box(source.currentRect)}`;
        });
        const when = `at ${Math.round(entry.startTime)} ms, ${innerWidth} px wide`;
        shifts.push(`${entry.value.toFixed(4)} ${when}: ${nodes.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded so far, once what is on screen now is painted and reported. */
export function settledShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        // Two frames from now what is on screen is painted; the entries reach the
        // observer in a task after that.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve((window as unknown as { __layoutShifts: string[] }).__layoutShifts),
            ),
          ),
        ),
      ),
  );
}
