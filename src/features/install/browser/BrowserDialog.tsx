import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';

interface BrowserDialogProps {
  /** Its name in the popup registry. */
  popupId: string;
  /** Escape (and, over the sheet, a tap beside it); null when only its buttons may close it. */
  onClose: (() => void) | null;
  /** Takes the focus on open. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** In the middle of the screen (questions), else at the bottom (offers). */
  centered?: boolean;
  /** Opened from the app-install sheet (the iOS guide, the hand-off steps): a tap beside closes. */
  overSheet?: boolean;
  /** The picture beside the title of a prompt of its own. */
  icon?: ReactNode;
  title: string;
  /** The text and the actions under the title. */
  children: ReactNode;
}

/** The frame every browser-install dialog shares: a labelled modal dialog, with its picture. */
export function BrowserDialog({
  popupId,
  onClose,
  initialFocus,
  centered = false,
  overSheet = false,
  icon,
  title,
  children,
}: BrowserDialogProps) {
  const titleId = useId();
  const heading = <h2 id={titleId}>{title}</h2>;
  return (
    <Modal
      popupId={popupId}
      onClose={onClose}
      closeOnBackdrop={overSheet}
      labelledBy={titleId}
      initialFocus={initialFocus}
      bottom={!centered}
      fade
      className={centered ? 'bi-backdrop centered' : 'bi-backdrop'}
      boxClassName="bi-dialog"
    >
      {icon ? (
        <div className="bi-intro">
          <span className="bi-step-picture">{icon}</span>
          {heading}
        </div>
      ) : (
        heading
      )}
      {children}
    </Modal>
  );
}

/** The offer's decline: the same words and the same remembering in every install dialog. */
export function NotNowButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button" onClick={onClick}>
      {t('install.not_now')}
    </button>
  );
}
