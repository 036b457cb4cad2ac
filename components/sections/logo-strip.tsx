"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { PlayPauseIcon } from "@/components/sections/play-pause-icon";
import { LOGO_STRIP_STEP_MS, LOGO_STRIP_STEP_PX } from "@/lib/browser/timings";
import { useReducedMotion } from "@/components/hooks/use-reduced-motion";

type LogoStripProps = {
  label: string;
  pauseLabel: string;
  playLabel: string;
  /** The logo list twice in a row, so resetting at half the width is seamless. */
  children: ReactNode;
};

/**
 * Moves the logos 1 px every 25 ms and starts over at half its width. Hover, keyboard focus
 * and the pause button stop it; under reduced motion it stands still.
 */
export function LogoStrip({ label, pauseLabel, playLabel, children }: LogoStripProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !reducedMotion && !paused && !hovered && !focused;

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (reducedMotion) {
      offset.current = 0;
      track.style.transform = "";
      return;
    }
    if (!running) return;
    const timer = window.setInterval(() => {
      offset.current += LOGO_STRIP_STEP_PX;
      if (offset.current >= track.scrollWidth / 2) offset.current = 0;
      track.style.transform = `translateX(${-offset.current}px)`;
    }, LOGO_STRIP_STEP_MS);
    return () => window.clearInterval(timer);
  }, [running, reducedMotion]);

  return (
    <div
      role="group"
      data-island="logo-strip"
      aria-label={label}
      className="relative"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none] noscript:[mask-image:none]">
        <div
          ref={trackRef}
          data-testid="logo-track"
          className="flex w-max will-change-transform motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center noscript:w-full noscript:flex-wrap noscript:justify-center"
        >
          {children}
        </div>
      </div>
      {!reducedMotion && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? playLabel : pauseLabel}
          className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface text-ink-muted shadow-sm transition-colors hover:text-ink sm:right-0 noscript:hidden"
        >
          <PlayPauseIcon playing={!paused} className="size-3.5" />
        </button>
      )}
    </div>
  );
}
