import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarqueeAnnouncements } from '../../data/hooks';
import { SpeakerIcon } from '../../ui/icons';

/** Spec §9: the announcements marquee moves at 60 px per second whatever its length. */
export const MARQUEE_PX_PER_SECOND = 60;

export function Marquee() {
  const { t } = useTranslation();
  const announcements = useMarqueeAnnouncements();
  const track = useRef<HTMLDivElement>(null);
  const [durationS, setDurationS] = useState(0);
  const text = (announcements ?? []).map((announcement) => announcement.content).join('   •   ');
  // The track slides by its own width (text plus the leading window-wide padding). Its size comes
  // from a ResizeObserver, after layout: reading scrollWidth here would force a layout of the whole
  // page in the middle of the first render.
  useEffect(() => {
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? 0;
      if (width > 0) setDurationS(width / MARQUEE_PX_PER_SECOND);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  // Not read, or never fetched on this device: the line keeps its place (one line, home.css).
  if (!announcements) {
    return (
      <div className="marquee" aria-hidden="true">
        <span className="marquee-icon">
          <SpeakerIcon />
        </span>
        <div className="marquee-window">{'\u00a0'}</div>
      </div>
    );
  }
  if (!text) return null;
  return (
    <section className="marquee" aria-label={t('home.announcements')}>
      <span className="marquee-icon">
        <SpeakerIcon />
      </span>
      {/* Focusable: with reduced motion the line scrolls sideways by keyboard, and with motion a
          keyboard focus holds it still to be read (home.css). */}
      <div className="marquee-window" tabIndex={0}>
        <div
          ref={track}
          className="marquee-track"
          style={{ animationDuration: durationS ? `${durationS}s` : undefined }}
        >
          {text}
        </div>
      </div>
    </section>
  );
}
