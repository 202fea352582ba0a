import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useNotices } from '../../../ui/notices';
import { markPopupOpen, usePopupOpen } from '../../../ui/popupRegistry';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * A modal install surface: registered as open (spec §4: download popups never stack on another
 * popup), focus moved in on open and back on close, Tab kept inside, Escape handled.
 */
export function useModal(id: string, onEscape: (() => void) | null) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<HTMLElement | null>(null);
  /** Put on the element that takes the focus on open; without one, the dialog itself does. */
  const initialFocusRef = useCallback((node: HTMLElement | null) => {
    focusTarget.current = node;
  }, []);
  useEffect(() => {
    const release = markPopupOpen(id);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusTarget.current ?? dialogRef.current)?.focus();
    return () => {
      release();
      if (previous?.isConnected) previous.focus();
    };
  }, [id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { dialogRef, initialFocusRef, onKeyDown };
}

/** Another popup, or an alert or sheet of the notices, is on screen: a new surface waits. */
export function useOtherPopupOpen(id: string): boolean {
  const popupOpen = usePopupOpen(id);
  const notices = useNotices();
  return popupOpen || notices.some((notice) => notice.kind !== 'toast');
}
