import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenRuleOf } from '../../app/merchantHosts';
import { useHomeBanners, useSiteStatus } from '../../data/hooks';
import { useSession } from '../../lib/session';
import type { BannerRow } from '../../data/db';
import { AppLink } from '../../app/navigation';
import { iconProps } from '../../ui/icons';
import { imageSources } from '../../ui/imageSources';
import { useLazyImageLoader, useLazyReveal, type LazyImageLoader } from '../../ui/lazyImages';
import { bannerTarget, type BannerContext } from './bannerTarget';
import { homeContentDrawn } from '../../app/bootPreview';

/** Spec §9: the carousel advances every 5 s. */
export const BANNER_AUTOPLAY_MS = 5000;
/** Without `scrollend`, a swipe has settled once the strip has not scrolled for this long. */
const SWIPE_SETTLED_MS = 120;

/** The slide the strip shows (`fallback` while it has no width, e.g. hidden). */
function slideOnScreen(strip: HTMLElement, fallback: number) {
  return strip.clientWidth > 0 ? Math.round(strip.scrollLeft / strip.clientWidth) : fallback;
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useHomeBanners();
  const [current, setCurrent] = useState(0);
  // WCAG 2.2.2: moving content can be paused, and does not start for players who asked for less
  // motion.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const count = banners?.length ?? 0;
  // State, not a ref: the image loader needs the strip, which appears once the banners are read.
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  const loader = useLazyImageLoader(strip);
  const session = useSession();
  const status = useSiteStatus();
  const context: BannerContext = {
    session: session ? { token: session.token, userName: session.userName } : null,
    ...tokenRuleOf(status),
  };

  // Bumped when a swipe ends (or a finger lifts): the next wait starts again from then.
  const [settled, setSettled] = useState(0);
  const touching = useRef(false);

  // One slide's wait at a time, counted from the slide on screen: a swipe the carousel has not
  // read back yet still counts, and the strip never moves under a finger.
  useEffect(() => {
    if (!playing || count < 2 || !strip) return;
    const timer = setTimeout(() => {
      if (!touching.current) setCurrent((slideOnScreen(strip, current) + 1) % count);
    }, BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, current, count, strip, settled]);

  // A swipe moves the strip without telling `current`: read the slide back once it has stopped
  // (`scrollend`; where that is missing, once no scroll event came for a moment).
  useEffect(() => {
    if (!strip) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readBack = () => {
      if (strip.clientWidth > 0) setCurrent(slideOnScreen(strip, 0));
      setSettled((count) => count + 1);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(readBack, SWIPE_SETTLED_MS);
    };
    const touch = (event: TouchEvent) => {
      touching.current = event.type === 'touchstart';
      if (!touching.current) setSettled((count) => count + 1);
    };
    const [event, listener] =
      'onscrollend' in strip ? ['scrollend', readBack] : ['scroll', onScroll];
    const touchEvents = ['touchstart', 'touchend', 'touchcancel'] as const;
    strip.addEventListener(event, listener, { passive: true });
    touchEvents.forEach((name) => strip.addEventListener(name, touch, { passive: true }));
    return () => {
      clearTimeout(timer);
      strip.removeEventListener(event, listener);
      touchEvents.forEach((name) => strip.removeEventListener(name, touch));
    };
  }, [strip]);

  // No banners: the page's main content is what it already shows.
  useEffect(() => {
    if (banners?.length === 0) homeContentDrawn(undefined);
  }, [banners]);

  const moved = useRef(false);
  useEffect(() => {
    // Not on mount: the strip starts at the first slide, and measuring it then would force a
    // layout of the whole page in the middle of the first render.
    if (!strip || (current === 0 && !moved.current)) return;
    moved.current = true;
    const left = strip.clientWidth * current;
    // Already there when a swipe put it there.
    if (Math.abs(strip.scrollLeft - left) < 1) return;
    strip.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [current, strip]);

  // Not read, or never fetched on this device: the carousel's place, its controls' row included.
  if (!banners) {
    return (
      <div className="banners" aria-hidden="true">
        <div className="banner-skeleton" />
        <div className="banner-controls" />
      </div>
    );
  }
  if (count === 0) return null;
  return (
    <section className="banners" aria-label={t('home.banners')} aria-roledescription="carousel">
      <div className="banner-strip" ref={setStrip}>
        {banners.map((banner, index) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            eager={index === 0}
            loader={loader}
            context={context}
          />
        ))}
      </div>
      <div className="banner-controls">
        {count > 1 && (
          <button
            type="button"
            className="banner-play"
            aria-label={t(playing ? 'home.banners_pause' : 'home.banners_play')}
            onClick={() => setPlaying(!playing)}
          >
            <svg {...iconProps} width={16} height={16}>
              <path d={playing ? 'M9 5v14M15 5v14' : 'M7 4l12 8-12 8z'} />
            </svg>
          </button>
        )}
        <div className="banner-dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={index === current ? 'dot active' : 'dot'} />
          ))}
        </div>
      </div>
    </section>
  );
}

function BannerSlide({
  banner,
  eager,
  loader,
  context,
}: {
  banner: BannerRow;
  eager: boolean;
  loader: LazyImageLoader | null;
  context: BannerContext;
}) {
  const element = useRef<HTMLImageElement>(null);
  const revealed = useLazyReveal(element, loader, eager);
  const image = (
    <img
      ref={element}
      {...(revealed ? imageSources(banner.url, 'banner') : undefined)}
      alt={banner.title ?? ''}
      width={750}
      height={300}
      // The first slide is the page's largest paint (index.html may have asked for it already).
      fetchPriority={eager ? 'high' : undefined}
      // The first slide on screen (or failed) hands over from index.html's boot preview.
      onLoad={eager ? (event) => homeContentDrawn(event.currentTarget) : undefined}
      // Spec §8: banner image errors are only logged.
      onError={() => {
        console.warn('Banner image failed', banner.url);
        if (eager) homeContentDrawn(undefined);
      }}
    />
  );
  const target = bannerTarget(banner, context);
  if (target.kind === 'internal') {
    return (
      <AppLink className="banner" to={target.path}>
        {image}
      </AppLink>
    );
  }
  if (target.kind === 'external') {
    // The link shows no token; the session is added only as it opens (merchant hosts only).
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      if (target.sameWindow) window.location.assign(target.sessionUrl);
      else window.open(target.sessionUrl, '_blank', 'noopener,noreferrer');
    };
    return (
      <a
        className="banner"
        href={target.url}
        target={target.sameWindow ? undefined : '_blank'}
        rel="noopener noreferrer"
        onClick={open}
      >
        {image}
      </a>
    );
  }
  return <div className="banner">{image}</div>;
}
