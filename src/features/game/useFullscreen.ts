import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for one element: the browser's own where it has one, else (iPhone Safari has no
 * element full screen) the element covers the viewport, marked by `covering`.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const update = () => setNative(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      // Leaving the screen leaves full screen too.
      if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    };
  }, [target]);

  const toggle = useCallback(async () => {
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => {});
      return;
    }
    if (covering) {
      setCovering(false);
      return;
    }
    const element = target.current;
    if (element && document.fullscreenEnabled) {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (no user gesture left, a frame policy): cover the viewport instead.
      }
    }
    setCovering(true);
  }, [covering, target]);

  return { fullscreen: native || covering, covering, toggle };
}
