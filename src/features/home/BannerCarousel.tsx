import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeBanners } from '../../data/hooks';
import type { BannerRow } from '../../data/db';
import { AppLink } from '../../app/navigation';
import { bannerTarget } from './bannerTarget';

/** Spec §9: the carousel advances every 5 s. */
export const BANNER_AUTOPLAY_MS = 5000;

export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useHomeBanners();
  const [current, setCurrent] = useState(0);
  const count = banners?.length ?? 0;
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count]);

  useEffect(() => {
    const element = strip.current;
    element?.scrollTo({ left: element.clientWidth * current, behavior: 'smooth' });
  }, [current]);

  if (banners === undefined) return <div className="banner-skeleton" aria-hidden="true" />;
  if (count === 0) return null;
  return (
    <section className="banners" aria-label={t('home.banners')} aria-roledescription="carousel">
      <div className="banner-strip" ref={strip}>
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} eager={index === 0} />
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

function BannerSlide({ banner, eager }: { banner: BannerRow; eager: boolean }) {
  const image = (
    <img
      src={banner.url}
      alt={banner.title ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      width={750}
      height={300}
      // Spec §8: banner image errors are only logged.
      onError={() => console.warn('Banner image failed', banner.url)}
    />
  );
  const target = bannerTarget(banner);
  if (target.kind === 'internal') {
    return (
      <AppLink className="banner" to={target.path}>
        {image}
      </AppLink>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className="banner" href={target.url} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return <div className="banner">{image}</div>;
}
