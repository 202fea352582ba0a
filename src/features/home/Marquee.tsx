import { useLayoutEffect, useRef, useState } from 'react';
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
  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return;
    const distance = element.scrollWidth + (element.parentElement?.clientWidth ?? 0);
    setDurationS(distance / MARQUEE_PX_PER_SECOND);
  }, [text]);
  if (!text) return null;
  return (
    <section className="marquee" aria-label={t('home.announcements')}>
      <span className="marquee-icon">
        <SpeakerIcon />
      </span>
      <div className="marquee-window">
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
