import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { modalDialogOpened } from './notices';
import { markPopupOpen } from './popupRegistry';

/** Spec §9: animation and fade 250 ms. */
export const MODAL_FADE_MS = 250;

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

interface ModalProps {
  /** Its name in the popup registry while it is on screen (spec §4: download popups wait). */
  popupId: string;
  /**
   * Asked for by Escape, the system's back gesture and, with `closeOnBackdrop`, a tap beside the
   * box. Null for a forced dialog, which only its own buttons close.
   */
  onClose: (() => void) | null;
  closeOnBackdrop?: boolean;
  /** The id of the dialog's title; `label` when it has no visible one. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** A sheet along the bottom edge, else a box in the middle of the screen. */
  bottom?: boolean;
  /** Fades in, and out while `closing`, in 250 ms; `onFaded` then removes it. */
  fade?: boolean;
  /** Fading out: no longer modal, the page takes taps again, the focus goes back. */
  closing?: boolean;
  onFaded?: () => void;
  /** Takes the focus on open; without one the dialog itself does. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Classes of the layer over the page and of the box on it. */
  className?: string;
  boxClassName: string;
  boxStyle?: CSSProperties;
  children: ReactNode;
}

/**
 * Closes the dialog and gives the focus back to where it was before the dialog opened, unless the
 * player has moved it since.
 */
function closeDialog(
  dialog: HTMLDialogElement,
  opened: RefObject<{ focus: Element | null; left: () => void } | null>,
) {
  dialog.close();
  const { focus, left } = opened.current ?? { focus: null, left: () => {} };
  opened.current = null;
  left();
  const active = document.activeElement;
  const stillOurs = !active || active === document.body || dialog.contains(active);
  if (stillOurs && focus instanceof HTMLElement && focus.isConnected) focus.focus();
}

/**
 * A native modal dialog (`showModal()`): the page behind is inert, dialogs opened later stack
 * above it, the focus moves in and goes back on close. The <dialog> is the dimmed layer over the
 * page, so each look keeps its own layer; the box sits on it.
 */
export function Modal({
  popupId,
  onClose,
  closeOnBackdrop = false,
  labelledBy,
  label,
  describedBy,
  role,
  bottom = false,
  fade = false,
  closing = false,
  onFaded,
  initialFocus,
  className = '',
  boxClassName,
  boxStyle,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => markPopupOpen(popupId), [popupId]);

  // Opened and closed in the layout phase: React puts back the focus it saw before a commit
  // once the commit's changes are made, so a focus moved in a cleanup would not stay.
  const opened = useRef<{ focus: Element | null; left: () => void } | null>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!closing) {
      const focus = document.activeElement;
      dialog.showModal();
      opened.current = { focus, left: modalDialogOpened(dialog) };
      (initialFocus?.current ?? dialog).focus();
    } else if (dialog.open) {
      closeDialog(dialog, opened);
    }
  }, [closing, initialFocus]);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) closeDialog(dialog, opened);
    };
  }, []);

  const faded = useEffectEvent(() => onFaded?.());
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(faded, MODAL_FADE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Refused here rather than in `cancel`: Chromium stops honouring a refused cancel once the
      // player has pressed Escape twice without a tap in between.
      event.preventDefault();
      event.stopPropagation();
      onClose?.();
    } else if (event.key === 'Tab') {
      keepTabInside(event);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`modal${bottom ? ' bottom' : ''}${fade ? ' fade' : ''}${closing ? ' closing' : ''} ${className}`}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={-1}
      inert={closing}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClose={(event) => {
        // The browser closed it all the same (a close request it let nobody refuse): open again
        // and let the owner decide.
        const dialog = event.currentTarget;
        if (closing || dialog.open || !dialog.isConnected) return;
        dialog.showModal();
        onClose?.();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose?.();
      }}
    >
      <div className={boxClassName} style={boxStyle}>
        {children}
      </div>
    </dialog>
  );
}

/**
 * The browser lets Tab leave a modal dialog at either end, for its own address bar; on a phone
 * that is nowhere useful, so the focus goes round inside.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
