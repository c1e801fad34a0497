import { startTransition, useCallback, useEffect, useRef, useState } from "react";

/** Read after hydration: the server cannot know it, and the first render must match its HTML. */
function useReducedMotion() {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduce(query.matches);
    const onChange = () => setReduce(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduce;
}

/**
 * A carousel's position: wraps both ways, auto-advances every `intervalMs` while `autoPlay`, and
 * pauses while hovered or focused, and always for visitors who ask for reduced motion.
 */
export function useCarousel(pageCount: number, intervalMs: number, autoPlay = true) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduceMotion = useReducedMotion();
  const region = useRef<HTMLDivElement>(null);
  const running = autoPlay && pageCount > 1 && !hovered && !focused && !reduceMotion;

  const goTo = useCallback((i: number) => setIndex(((i % pageCount) + pageCount) % pageCount), [pageCount]);
  const next = useCallback(() => setIndex((i) => (i + 1) % Math.max(pageCount, 1)), [pageCount]);
  const prev = useCallback(
    () => setIndex((i) => (i - 1 + Math.max(pageCount, 1)) % Math.max(pageCount, 1)),
    [pageCount],
  );

  useEffect(() => {
    if (index >= pageCount && pageCount > 0) setIndex(0);
  }, [index, pageCount]);

  // Woken under a pointer or the focus (an island wakes on a pointer moving over it): the enter that
  // would have paused it came before React listened, so it asks once where they are.
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    if (el.matches(":hover")) setHovered(true);
    if (el.contains(document.activeElement)) setFocused(true);
  }, []);

  useEffect(() => {
    if (!running) return;
    // The slide a timer brings renders as a transition: in slices that leave the main thread free
    // between them (a click on the controls still renders at once).
    const timer = setInterval(() => startTransition(next), intervalMs);
    return () => clearInterval(timer);
  }, [running, next, intervalMs]);

  /** Spread on the carousel's region. */
  const pauseProps = {
    ref: region,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: React.FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { index, goTo, next, prev, running, pauseProps };
}
