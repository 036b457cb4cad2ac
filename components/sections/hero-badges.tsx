"use client";

import { clsx } from "clsx";
import { useEffect, useState, type ReactNode } from "react";
import { PlayPauseIcon } from "@/components/sections/play-pause-icon";
import { HERO_BADGE_INTERVAL_MS } from "@/lib/browser/timings";
import { useReducedMotion } from "@/components/hooks/use-reduced-motion";

type HeroBadgesProps = {
  label: string;
  /** Each badge, rendered on the server. */
  badges: ReactNode[];
  /** The badges as one sentence for screen readers, which skip the rotation. */
  summary: string;
  pauseLabel: string;
  playLabel: string;
};

/** Shows one feature badge at a time, the next every 2 s; still under reduced motion. */
export function HeroBadges({ label, badges, summary, pauseLabel, playLabel }: HeroBadgesProps) {
  const reducedMotion = useReducedMotion();
  const [rotations, setRotations] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const running = !reducedMotion && !paused && !hovered;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setRotations((current) => current + 1),
      HERO_BADGE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [running]);

  const shown = reducedMotion ? 0 : rotations % badges.length;

  return (
    <div
      data-island="hero-badges"
      className="inline-flex max-w-full items-center gap-2 rounded-full border border-brand-200 bg-surface/90 py-1 pr-1 pl-3 text-sm shadow-sm backdrop-blur sm:pl-1"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {/* Below 640 px the label would leave the widest badge too little room ("Automation
          that ru..."); the heading above says the same. Screen readers hear it in the summary. */}
      <span
        aria-hidden="true"
        className="hidden shrink-0 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-on-fill sm:inline"
      >
        {label}
      </span>
      <p className="sr-only">{summary}</p>
      <ul
        aria-hidden="true"
        className="grid min-w-0 font-medium text-ink"
        data-testid="hero-badges"
      >
        {badges.map((badge, position) => (
          <li
            key={position}
            data-active={position === shown || undefined}
            // The others stay in the layout, invisible, so the pill keeps the widest badge's
            // width and nothing beside it moves (CLS) as they rotate. The first badge shows
            // at once; the ones after it fade in.
            className={clsx(
              "col-start-1 row-start-1 truncate",
              position !== shown ? "invisible" : rotations > 0 && "animate-fade-up",
            )}
          >
            {badge}
          </li>
        ))}
      </ul>
      {!reducedMotion && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? playLabel : pauseLabel}
          className="grid size-7 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink noscript:hidden"
        >
          <PlayPauseIcon playing={!paused} className="size-3.5" />
        </button>
      )}
    </div>
  );
}
