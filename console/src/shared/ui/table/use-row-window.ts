import { useEffect, useState, type RefObject } from "react";

export interface RowWindow {
  /** Index of the first row to render. */
  start: number;
  /** Index after the last row to render. */
  end: number;
  /** Pixels of rows left out above and below, kept as empty space so the scrollbar stays true. */
  spaceAbove: number;
  spaceBelow: number;
}

/** The rows of one height that a scrolled area shows, plus `overscan` rows on each side. */
export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, spaceAbove: start * rowHeight, spaceBelow: (count - end) * rowHeight };
}

/**
 * Follows the scroll position and height of `ref`'s element and returns the rows to render.
 * Rows share one height, which keeps the arithmetic exact and scrolling smooth for thousands of
 * rows; `initialHeight` serves until the element has been measured.
 */
export function useRowWindow(
  ref: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  initialHeight: number,
  overscan = 10,
): { window: RowWindow; onScroll: () => void; scrollToTop: () => void } {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(initialHeight);

  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      setViewportHeight(element.clientHeight);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);

  return {
    window: rowWindow(count, rowHeight, scrollTop, viewportHeight, overscan),
    onScroll: () => {
      setScrollTop(ref.current?.scrollTop ?? 0);
    },
    scrollToTop: () => {
      if (ref.current !== null) ref.current.scrollTop = 0;
      setScrollTop(0);
    },
  };
}
