"use client";

import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { isRotating, nextSlideIndex, rotationEnabled, slideLabel } from "@/components/landing/landing-rules";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

type CarouselProps = {
  /** The region's accessible name. */
  label: string;
  slides: ReactNode[];
  intervalMs: number;
  /** Colours of the controls: "dark" on a dark background. */
  tone?: "light" | "dark";
  className?: string;
};

/**
 * An auto-rotating carousel that fades between slides rendered on the server (WAI-ARIA APG pattern).
 * It stops while pointed at or focused, never starts for people who prefer reduced motion, and has a
 * pause/play button and one button per slide.
 */
export function Carousel({ label, slides, intervalMs, tone = "light", className = "" }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const enabled = rotationEnabled({ pausedByUser, prefersReducedMotion });
  const rotating = isRotating({ pausedByUser, prefersReducedMotion, hovered, focused });
  const count = slides.length;

  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => nextSlideIndex(current, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const control = tone === "dark" ? "text-white hover:bg-white/15" : "text-accent hover:bg-accent-50";
  const dot = tone === "dark" ? "border-white" : "border-accent";
  const dotOn = tone === "dark" ? "bg-white" : "bg-accent";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Announce slide changes only when they follow a visitor's action, not every few seconds. */}
      <div aria-live={rotating ? "off" : "polite"} className="grid">
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === index;
          return (
            <div
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(slideIndex, count)}
              inert={!current}
              className={`[grid-area:1/1] transition-opacity duration-700 ease-in-out ${current ? "opacity-100" : "opacity-0"}`}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => setPausedByUser(enabled)}
            aria-label={enabled ? "Pause slide rotation" : "Start slide rotation"}
            className={`inline-flex size-11 items-center justify-center rounded-full ${control}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              {enabled ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
            </svg>
          </button>
          {slides.map((_, slideIndex) => (
            <button
              key={slideIndex}
              type="button"
              onClick={() => setIndex(slideIndex)}
              aria-label={`Show slide ${slideLabel(slideIndex, count)}`}
              aria-current={slideIndex === index ? "true" : undefined}
              className={`group inline-flex size-11 items-center justify-center rounded-full ${control}`}
            >
              <span aria-hidden="true" className={`size-3 rounded-full border-2 transition-colors ${dot} ${slideIndex === index ? dotOn : ""}`} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
