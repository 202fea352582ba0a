import {
  useEffect,
  useId,
  useReducer,
  useRef,
  type Dispatch,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';
import { loadPopup } from './loadPopup';
import {
  canClose,
  initialPopupState,
  popupReducer,
  POPUP_AUTOPLAY_MS,
  POPUP_FADE_MS,
  type PopupAction,
  type PopupState,
} from './popupMachine';
import { writeAnnouncementPopupMemory } from '../../lib/popupMemory';
import { memoryAfterClose } from './popupRules';
import { linkKind } from './sanitize';
import { iconProps } from '../../ui/icons';
import { INSTALL_SHEET_POPUP_ID, useMarkPopupOpen, whenPopupClosed } from '../../ui/popupRegistry';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled)';

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
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadPopup().then(
      async (open) => {
        if (cancelled || !open) return;
        // Not over the app-install sheet (a forced one stays up): after it.
        await whenPopupClosed(INSTALL_SHEET_POPUP_ID);
        if (cancelled) return;
        returnFocus.current = document.activeElement;
        dispatch(open);
      },
      (error: unknown) => console.warn('Announcement popup not loaded', error),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // Download popups wait while this one is on screen (spec §4).
  useMarkPopupOpen('announcement', state.phase !== 'hidden');

  const shown = state.phase === 'shown';
  useEffect(() => {
    if (shown) dialog.current?.focus();
  }, [shown]);

  const closing = state.phase === 'closing';
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => dispatch({ type: 'faded' }), POPUP_FADE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  const autoplay = state.phase === 'shown' && state.autoplay;
  const current = state.phase === 'hidden' ? 0 : state.current;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => dispatch({ type: 'autoplayTick' }), POPUP_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, current]);

  /** Remembers the close (spec §4 hash and hide-today) and gives focus back. */
  const close = () => {
    if (state.phase !== 'shown' || !canClose(state)) return;
    writeAnnouncementPopupMemory(memoryAfterClose(state.hash, state.hideToday, Date.now()));
    dispatch({ type: 'close' });
    const previous = returnFocus.current;
    if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) {
      previous.focus();
    } else {
      dialog.current?.blur();
    }
  };

  if (state.phase === 'hidden') return null;
  return (
    <PopupView
      state={state}
      dialogRef={dialog}
      onClose={close}
      dispatch={dispatch}
      onTab={(event) => trapFocus(event, dialog.current)}
    />
  );
}

/** Tab and Shift+Tab stay inside the dialog while it is open. */
function trapFocus(event: KeyboardEvent<HTMLDivElement>, container: HTMLDivElement | null) {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

function PopupView({
  state,
  dialogRef,
  onClose,
  dispatch,
  onTab,
}: {
  state: Exclude<PopupState, { phase: 'hidden' }>;
  dialogRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  dispatch: Dispatch<PopupAction>;
  onTab: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const titleId = useId();
  const hintId = useId();
  const slide = state.slides[state.current]!;
  const count = state.slides.length;
  const closable = canClose(state);
  const mustRead = state.forceRead && !closable;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      onTab(event);
    }
  };

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
    <div
      className={`backdrop announcement-backdrop${state.phase === 'closing' ? ' closing' : ''}`}
      inert={state.phase === 'closing'}
    >
      <div
        ref={dialogRef}
        className="dialog announcement-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
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
      </div>
    </div>
  );
}
