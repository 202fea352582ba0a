import { useId, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

interface BrowserDialogProps {
  /** From useModal: the dialog element and its keyboard handling. */
  dialogRef: RefObject<HTMLDivElement | null>;
  onKeyDown: (event: KeyboardEvent) => void;
  /** In the middle of the screen (questions), else at the bottom (offers). */
  centered?: boolean;
  icon: ReactNode;
  title: string;
  /** The text and the actions under the title. */
  children: ReactNode;
}

/** The frame every browser-install prompt shares: a labelled modal dialog with its picture. */
export function BrowserDialog({
  dialogRef,
  onKeyDown,
  centered = false,
  icon,
  title,
  children,
}: BrowserDialogProps) {
  const titleId = useId();
  return (
    <div className={centered ? 'bi-backdrop centered' : 'bi-backdrop'}>
      <div
        ref={dialogRef}
        className="bi-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="bi-intro">
          <span className="bi-step-picture">{icon}</span>
          <h2 id={titleId}>{title}</h2>
        </div>
        {children}
      </div>
    </div>
  );
}
