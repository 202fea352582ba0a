import { useEffect, useRef, useState, type TouchEvent } from 'react';

/** How far (CSS px, after the drag's resistance) a pull must go to refresh on release. */
export const PULL_THRESHOLD_PX = 64;
/** The indicator stops growing here. */
const MAX_PULL_PX = 96;
/** The list moves half as far as the finger: the usual feel of a pull. */
const RESISTANCE = 0.5;

/**
 * A touch pull at the top of a list: drag down from the page's top by PULL_THRESHOLD_PX and let
 * go to call `refresh`. Mouse and keyboard users have the Refresh button; this is the touch
 * screen's way to the same call. While the page is open the browser's own pull-to-refresh (a
 * reload in Chrome on Android) is turned off, so the two never fight over one gesture.
 */
export function usePullToRefresh(refresh: () => void, disabled: boolean) {
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => {
      root.style.overscrollBehaviorY = before;
    };
  }, []);

  const handlers = {
    onTouchStart: (event: TouchEvent) => {
      // Only from the top of the page, with one finger: anywhere else a drag is a scroll.
      start.current =
        !disabled && window.scrollY <= 0 && event.touches.length === 1
          ? event.touches[0]!.clientY
          : null;
    },
    onTouchMove: (event: TouchEvent) => {
      if (start.current === null) return;
      const distance = (event.touches[0]!.clientY - start.current) * RESISTANCE;
      setPull(Math.max(0, Math.min(MAX_PULL_PX, distance)));
    },
    onTouchEnd: () => {
      if (start.current !== null && pull >= PULL_THRESHOLD_PX) refresh();
      start.current = null;
      setPull(0);
    },
    onTouchCancel: () => {
      start.current = null;
      setPull(0);
    },
  };
  return { pull, ready: pull >= PULL_THRESHOLD_PX, handlers };
}
