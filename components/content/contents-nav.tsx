"use client";

import { useEffect, useState } from "react";
import { currentSection } from "@/lib/browser/current-section";

/** How far below the viewport's top a heading counts as reached: under the 4rem header. */
const READING_LINE_PX = 120;

/**
 * The links of a contents list, the section being read marked (`aria-current`) as the reader
 * scrolls. Prerendered as a plain list of links, which is what it stays without JavaScript.
 */
export function ContentsNav({ items }: { items: readonly { id: string; title: string }[] }) {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    function update() {
      frame = 0;
      const tops = items.flatMap(({ id }) => {
        const heading = document.getElementById(id);
        return heading ? [{ id, top: heading.getBoundingClientRect().top }] : [];
      });
      setCurrent(currentSection(tops, READING_LINE_PX));
    }
    function schedule() {
      if (!frame) frame = window.requestAnimationFrame(update);
    }
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <ol className="mt-3 space-y-0.5 border-l border-line text-sm">
      {items.map(({ id, title }) => (
        <li key={id}>
          <a
            href={`#${id}`}
            aria-current={current === id ? "location" : undefined}
            className="-ml-px block border-l-2 border-transparent py-1.5 pr-2 pl-3 text-ink-muted transition-colors hover:border-line-strong hover:text-ink aria-[current]:border-brand-600 aria-[current]:font-medium aria-[current]:text-brand-700"
          >
            {title}
          </a>
        </li>
      ))}
    </ol>
  );
}
