/** Spec §9: the widget keeps 2 % of the window's width from every edge. */
export const EDGE_MARGIN_RATIO = 0.02;
/** Spec §9: a press that moved less than this is a tap, not a drag. */
export const TAP_TOLERANCE_PX = 2;
/** Spec §9: taps closer together than this count once. */
export const TAP_DEBOUNCE_MS = 250;
/** Spec §9: the position is re-checked against the window this often (rotation, resize). */
export const BOUNDS_CHECK_MS = 250;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The widget's top-left corner moved inside the window, `margin` = 2 % of its width away. */
export function clampToWindow(position: Point, widget: Size, window: Size): Point {
  const margin = window.width * EDGE_MARGIN_RATIO;
  const clamp = (value: number, max: number) =>
    Math.min(Math.max(value, margin), Math.max(margin, max - margin));
  return {
    x: clamp(position.x, window.width - widget.width),
    y: clamp(position.y, window.height - widget.height),
  };
}

/** Whether a press from `start` to `end` is a tap. */
export function isTap(start: Point, end: Point): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < TAP_TOLERANCE_PX;
}

/** A tap at `now` counts unless the last counted one was under 250 ms ago. */
export function tapCounts(now: number, lastCountedAt: number | null): boolean {
  return lastCountedAt === null || now - lastCountedAt >= TAP_DEBOUNCE_MS;
}
