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
 * Moves the logos 1 px every 25 ms (40 px a second) and starts over at half its width. Hover,
 * keyboard focus and the pause button stop it; under reduced motion it stands still.
 *
 * The motion is one Web Animation of the track's transform, which the browser runs off the main
 * thread; moved by a 25 ms timer, each step cost a style, paint and layer update on the main
 * thread: at 4x CPU, `/` spent 60 ms firing the timer and about 600 ms more in all in the first
 * 2 s after hydrating than with the strip still (docs/performance.md).
 */
export function LogoStrip({ label, pauseLabel, playLabel, children }: LogoStripProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const motion = useRef<Animation | null>(null);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !reducedMotion && !paused && !hovered && !focused;

  useEffect(() => {
    const track = trackRef.current;
    if (!track || reducedMotion) return;
    // One loop is half the track (the logos twice in a row). It is measured again when the
    // track's width changes, and the strip stays where it was in its loop.
    const loop = () => {
      const half = track.scrollWidth / 2;
      const keyframes = [{ transform: "translateX(0)" }, { transform: `translateX(${-half}px)` }];
      const duration = (half / LOGO_STRIP_STEP_PX) * LOGO_STRIP_STEP_MS;
      const current = motion.current;
      if (!current) {
        motion.current = track.animate(keyframes, { duration, iterations: Infinity });
        return;
      }
      const before = Number(current.effect?.getTiming().duration) || duration;
      const progress = ((Number(current.currentTime) || 0) % before) / before;
      (current.effect as KeyframeEffect).setKeyframes(keyframes);
      current.effect?.updateTiming({ duration });
      current.currentTime = progress * duration;
    };
    loop();
    const resized = new ResizeObserver(loop);
    resized.observe(track);
    return () => {
      resized.disconnect();
      motion.current?.cancel();
      motion.current = null;
    };
  }, [reducedMotion]);

  // After the motion above (a new one starts playing): hover, focus or the button stop it.
  useEffect(() => {
    if (running) motion.current?.play();
    else motion.current?.pause();
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
