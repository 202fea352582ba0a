import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { dismissNotice, useNoticeText, type Notice } from './notices';
import { NOTICE_POPUP_ID } from './popupRegistry';

/** An alert, or an action sheet, of the notices (NoticeHost.tsx) as a modal dialog. */
export function NoticeDialog({ notice }: { notice: Exclude<Notice, { kind: 'toast' }> }) {
  const text = useNoticeText();
  const { t } = useTranslation();
  const firstButton = useRef<HTMLButtonElement>(null);
  const close = () => dismissNotice(notice.id);
  const sheet = notice.kind === 'sheet';
  const actions = notice.actions.length
    ? notice.actions
    : [{ label: { key: 'app.confirm' }, onSelect: () => {} }];
  const titleId = `notice-title-${notice.id}`;
  return (
    // An alert waits for one of its answers; an action sheet also closes as a sheet does.
    <Modal
      popupId={NOTICE_POPUP_ID}
      role={sheet ? 'dialog' : 'alertdialog'}
      labelledBy={titleId}
      onClose={sheet ? close : null}
      closeOnBackdrop
      initialFocus={firstButton}
      boxClassName={sheet ? 'sheet pinned-bottom' : 'dialog'}
    >
      <h2 id={titleId}>{text(notice.title)}</h2>
      {notice.kind === 'alert' && <p className="notice-text">{text(notice.text)}</p>}
      <div className="dialog-actions">
        {actions.map((action, index) => (
          <button
            key={index}
            ref={index === 0 ? firstButton : undefined}
            type="button"
            className="button primary"
            onClick={() => {
              close();
              action.onSelect();
            }}
          >
            {text(action.label)}
          </button>
        ))}
        {sheet && (
          <button type="button" className="button" onClick={close}>
            {t('app.close')}
          </button>
        )}
      </div>
    </Modal>
  );
}
