import { useEffect, useState, type MouseEvent } from 'react';
import { useAppNavigate } from '../../app/navigation';
import { loadHtmlSanitizer } from '../announcements';
import { APP_BASE } from '../../common/app-base';

type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;

/** The sanitiser, loaded on first use (DOMPurify stays out of the page's own chunk). */
function useSanitizer(): Sanitize | undefined {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadHtmlSanitizer()
      .then((module) => {
        loaded = module.sanitizeLimitedHtml;
        if (live) setSanitize(() => module.sanitizeLimitedHtml);
      })
      .catch((error: unknown) => console.warn('HTML sanitiser not loaded', error));
    return () => {
      live = false;
    };
  }, [sanitize]);
  return sanitize;
}

/**
 * The server's limited HTML (help answers, news) after DOMPurify; nothing shows until the
 * sanitiser is there, never the raw HTML. Links into the storefront (under `APP_BASE`) open in the app.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const sanitize = useSanitizer();
  const navigate = useAppNavigate();
  if (!sanitize) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith(APP_BASE) || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // Clicks only route the links inside (a link's Enter is a click too).
    <div
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  );
}
