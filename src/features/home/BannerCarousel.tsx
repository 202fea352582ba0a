import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantHostsOf } from '../../app/merchantHosts';
import { useHomeBanners, useSiteStatus } from '../../data/hooks';
import { useSession } from '../../lib/session';
import type { BannerRow } from '../../data/db';
import { AppLink } from '../../app/navigation';
import { useLazyImageLoader, useLazyReveal, type LazyImageLoader } from '../../ui/lazyImages';
import { bannerTarget, type BannerContext } from './bannerTarget';

/** Spec §9: the carousel advances every 5 s. */
export const BANNER_AUTOPLAY_MS = 5000;

export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useHomeBanners();
  const [current, setCurrent] = useState(0);
  const count = banners?.length ?? 0;
  // State, not a ref: the image loader needs the strip, which appears once the banners are read.
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  const loader = useLazyImageLoader(strip);
  const session = useSession();
  const status = useSiteStatus();
  const context: BannerContext = {
    session: session ? { token: session.token, userName: session.userName } : null,
    merchantHosts: merchantHostsOf(status, window.location.hostname),
  };

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count]);

  const autoplayed = useRef(false);
  useEffect(() => {
    // Not on mount: the strip starts at the first slide, and measuring it then would force a
    // layout of the whole page in the middle of the first render.
    if (!autoplayed.current) {
      autoplayed.current = true;
      return;
    }
    strip?.scrollTo({ left: strip.clientWidth * current, behavior: 'smooth' });
  }, [current, strip]);

  if (banners === undefined) return <div className="banner-skeleton" aria-hidden="true" />;
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
      <div className="banner-dots" aria-hidden="true">
        {banners.map((banner, index) => (
          <span key={banner.id} className={index === current ? 'dot active' : 'dot'} />
        ))}
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
      src={revealed ? banner.url : undefined}
      alt={banner.title ?? ''}
      width={750}
      height={300}
      // Spec §8: banner image errors are only logged.
      onError={() => console.warn('Banner image failed', banner.url)}
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
