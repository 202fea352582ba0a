import { useEffect, useId, useReducer, type Dispatch, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { loadPopup } from './loadPopup';
import {
  canClose,
  initialPopupState,
  popupReducer,
  POPUP_AUTOPLAY_MS,
  type PopupAction,
  type PopupState,
} from './popupMachine';
import { writeAnnouncementPopupMemory } from '../../lib/popupMemory';
import { memoryAfterClose } from './popupRules';
import { linkKind } from './linkKind';
import { iconProps } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { INSTALL_SHEET_POPUP_ID, NOTICE_POPUP_ID } from '../../ui/popupRegistry';
import { whenPopupClosed } from '../../ui/popupWaits';
import './announcements.css';

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg {...iconProps} className="announcement-chevron" width={20} height={20}>
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/**
 * Spec §2/§4 announcement popup on the home page: slides of sanitised announcement HTML that
 * open 500 ms after the page, when the set changed or a hide-today time passed. Lazy-loaded, so
 * DOMPurify stays out of the home page's first load.
 */
export default function AnnouncementPopup() {
  const [state, dispatch] = useReducer(popupReducer, initialPopupState);

  useEffect(() => {
    let cancelled = false;
    loadPopup().then(
      async (open) => {
        if (cancelled || !open) return;
        // Not over the app-install sheet (a forced one stays up), nor over an alert, which
        // answers what the player did and stays on top: after them.
        await whenPopupClosed(INSTALL_SHEET_POPUP_ID, NOTICE_POPUP_ID);
        if (!cancelled) dispatch(open);
      },
      (error: unknown) => console.warn('Announcement popup not loaded', error),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const autoplay = state.phase === 'shown' && state.autoplay;
  const current = state.phase === 'hidden' ? 0 : state.current;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => dispatch({ type: 'autoplayTick' }), POPUP_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, current]);

  /** Remembers the close (spec §4 hash and hide-today). */
  const close = () => {
    if (state.phase !== 'shown' || !canClose(state)) return;
    writeAnnouncementPopupMemory(memoryAfterClose(state.hash, state.hideToday, Date.now()));
    dispatch({ type: 'close' });
  };

  if (state.phase === 'hidden') return null;
  return <PopupView state={state} onClose={close} dispatch={dispatch} />;
}

function PopupView({
  state,
  onClose,
  dispatch,
}: {
  state: Exclude<PopupState, { phase: 'hidden' }>;
  onClose: () => void;
  dispatch: Dispatch<PopupAction>;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const titleId = useId();
  const hintId = useId();
  const slide = state.slides[state.current]!;
  const count = state.slides.length;
  const closable = canClose(state);
  const mustRead = state.forceRead && !closable;

  /** Spec §5: links beginning with /m route inside; the sanitiser left no other kind unsafe. */
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href || linkKind(href) !== 'internal') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClose();
    navigate(href);
  };

  return (
    // Download popups wait while it is on screen (spec §4).
    <Modal
      popupId="announcement"
      onClose={closable ? onClose : null}
      labelledBy={titleId}
      fade
      closing={state.phase === 'closing'}
      onFaded={() => dispatch({ type: 'faded' })}
      boxClassName="dialog announcement-popup"
    >
      <h2 id={titleId}>{slide.title ?? t('announcements.title')}</h2>
      <div
        key={slide.key}
        className="announcement-content"
        onClick={onContentClick}
        // Sanitised by sanitizeAnnouncement (DOMPurify) when the popup opened.
        dangerouslySetInnerHTML={{ __html: slide.html }}
      />
      {count > 1 && (
        <div className="announcement-pager">
          <button
            type="button"
            className="icon-button"
            aria-label={t('announcements.previous')}
            disabled={state.current === 0}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <Chevron back />
          </button>
          <div className="announcement-dots">
            {state.slides.map((item, index) => (
              <button
                key={item.key}
                type="button"
                className="announcement-dot"
                aria-label={t('announcements.go_to', { index: index + 1, count })}
                aria-current={index === state.current ? 'true' : undefined}
                onClick={() => dispatch({ type: 'goTo', index })}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('announcements.next')}
            disabled={state.current === count - 1}
            onClick={() => dispatch({ type: 'next' })}
          >
            <Chevron />
          </button>
        </div>
      )}
      {count > 1 && (
        <p className="announcement-position" aria-live="polite">
          {t('announcements.position', { index: state.current + 1, count })}
        </p>
      )}
      <label className="announcement-hide-today">
        <input
          type="checkbox"
          checked={state.hideToday}
          onChange={(event) =>
            dispatch({ type: 'setHideToday', hideToday: event.currentTarget.checked })
          }
        />
        {t('announcements.hide_today')}
      </label>
      {mustRead && (
        <p id={hintId} className="announcement-hint">
          {t('announcements.read_all')}
        </p>
      )}
      <button
        type="button"
        className="button primary wide"
        disabled={!closable}
        aria-describedby={mustRead ? hintId : undefined}
        onClick={onClose}
      >
        {t('announcements.close')}
      </button>
    </Modal>
  );
}
