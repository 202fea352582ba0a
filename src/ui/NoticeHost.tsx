import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useNotices, useNoticeText, useToastHost, type Notice } from './notices';
import { optional } from './optional';
import { useAfterFirstPaint } from './useAfterFirstPaint';

// The alert and action-sheet dialog loads apart from the home route, and is fetched as soon as
// the page is on screen: the alert that reports a lost connection must not need the network.
const noticeDialog = () => import('./NoticeDialog');
const NoticeDialog = optional(() => noticeDialog().then((m) => m.NoticeDialog));

/** Renders alerts, action sheets and toasts over whatever page is showing. */
export function NoticeHost() {
  const notices = useNotices();
  const toasts = notices.filter((notice) => notice.kind === 'toast');
  const modal = notices.find((notice) => notice.kind !== 'toast');
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) noticeDialog().catch(() => undefined); // reported if an alert needs it
  }, [painted]);
  const toastHost = useToastHost();
  const toastList = (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastNotice key={toast.id} notice={toast} />
      ))}
    </div>
  );
  return (
    <>
      {modal && <NoticeDialog key={modal.id} notice={modal} />}
      {toastHost ? createPortal(toastList, toastHost) : toastList}
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
