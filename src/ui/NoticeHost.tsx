import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotices, type Notice, type NoticeText } from './notices';

export function useNoticeText() {
  const { t } = useTranslation();
  const render = (text: NoticeText): string => {
    if ('literal' in text) return text.literal;
    if ('lines' in text) return text.lines.map(render).join('\n');
    return t(text.key, text.values);
  };
  return render;
}

/** Renders alerts, action sheets and toasts over whatever page is showing. */
export function NoticeHost() {
  const notices = useNotices();
  const toasts = notices.filter((notice) => notice.kind === 'toast');
  const modal = notices.find((notice) => notice.kind !== 'toast');
  return (
    <>
      {modal && <ModalNotice notice={modal} />}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <ToastNotice key={toast.id} notice={toast} />
        ))}
      </div>
    </>
  );
}

function ToastNotice({ notice }: { notice: Extract<Notice, { kind: 'toast' }> }) {
  const text = useNoticeText();
  return (
    <div className="toast" role="status">
      {text(notice.text)}
    </div>
  );
}

function ModalNotice({ notice }: { notice: Exclude<Notice, { kind: 'toast' }> }) {
  const text = useNoticeText();
  const { t } = useTranslation();
  const firstButton = useRef<HTMLButtonElement>(null);
  useEffect(() => firstButton.current?.focus(), [notice.id]);
  const close = () => dismissNotice(notice.id);
  const actions = notice.actions.length
    ? notice.actions
    : [{ label: { key: 'app.confirm' }, onSelect: () => {} }];
  const titleId = `notice-title-${notice.id}`;
  return (
    <div className="backdrop notices" onClick={notice.kind === 'sheet' ? close : undefined}>
      <div
        className={notice.kind === 'sheet' ? 'sheet' : 'dialog'}
        role={notice.kind === 'sheet' ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
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
          {notice.kind === 'sheet' && (
            <button type="button" className="button" onClick={close}>
              {t('app.close')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
