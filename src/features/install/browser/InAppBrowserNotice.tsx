import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openSurface } from '../installUi';
import { closeHandoffNoticeForSession, handoffNoticeClosed } from '../installMemory';
import { currentEnvironment } from '../../../lib/environmentDetails';
import { trackInstallStep } from '../funnel';
import type { InAppBrowser } from '../../../lib/environment';
import { decideHandoff, type Handoff } from '../rules/inAppHandoff';
import { CompassIcon, MenuDotsIcon, ShareIcon } from './installIcons';
import { BrowserDialog, NotNowButton } from './BrowserDialog';
import './install-browser.css';

const APP_NAMES: Record<InAppBrowser, string> = {
  LINE: 'LINE',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  TIKTOK: 'TikTok',
  MESSENGER: 'Messenger',
  ZALO: 'Zalo',
  WECHAT: 'WeChat',
  SNAPCHAT: 'Snapchat',
  KAKAOTALK: 'KakaoTalk',
  TELEGRAM: 'Telegram',
};

function useBrowserName(handoff: Handoff) {
  const { t } = useTranslation();
  if (handoff.kind === 'instructions') return handoff.browser === 'safari' ? 'Safari' : 'Chrome';
  if (handoff.kind === 'navigate' && handoff.url.startsWith('intent:')) return 'Chrome';
  return t('install.handoff_other_browser');
}

/**
 * Spec §4 in-app browsers: on the prompt's home pages, in place of the add-to-home-screen prompt
 * (nothing installs inside LINE, Facebook, Instagram or TikTok), the way out to a real browser.
 * The link is a plain anchor: an Android intent or LINE's openExternalBrowser address, never
 * carrying a token; on iOS it opens the instructions.
 */
export default function InAppBrowserNotice() {
  const env = useMemo(() => currentEnvironment(), []);
  const handoff = useMemo(() => decideHandoff(env, window.location.href), [env]);
  const [shownAtStart] = useState(() => !handoffNoticeClosed() && handoff.kind !== 'none');
  const [open, setOpen] = useState(shownAtStart);
  useEffect(() => {
    if (shownAtStart) void trackInstallStep('shown', 'a2hs', { trigger: 'inAppBrowser' });
  }, [shownAtStart]);
  if (!open) return null;
  return (
    <HandoffNotice
      handoff={handoff}
      inAppBrowser={env.inAppBrowser}
      onClose={(forSession) => {
        if (forSession) closeHandoffNoticeForSession();
        setOpen(false);
      }}
    />
  );
}

function HandoffNotice({
  handoff,
  inAppBrowser,
  onClose,
}: {
  handoff: Handoff;
  inAppBrowser: InAppBrowser | null;
  onClose: (forSession: boolean) => void;
}) {
  const { t } = useTranslation();
  const browser = useBrowserName(handoff);
  const notNow = () => onClose(true);
  const openLink = useRef<HTMLAnchorElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const app = inAppBrowser ? APP_NAMES[inAppBrowser] : browser;
  return (
    <BrowserDialog
      popupId="handoffNotice"
      onClose={notNow}
      initialFocus={handoff.kind === 'navigate' ? openLink : openButton}
      icon={<CompassIcon />}
      title={t('install.handoff_title', { browser })}
    >
      <p>{t('install.handoff_text', { app, browser })}</p>
      <div className="bi-actions">
        {handoff.kind === 'navigate' ? (
          <a ref={openLink} className="button primary" href={handoff.url}>
            {t('install.handoff_open', { browser })}
          </a>
        ) : (
          <button
            ref={openButton}
            type="button"
            className="button primary"
            onClick={() => {
              onClose(false);
              openSurface('handoff');
            }}
          >
            {t('install.handoff_open', { browser })}
          </button>
        )}
        <NotNowButton onClick={notNow} />
      </div>
    </BrowserDialog>
  );
}

async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older in-app browsers have no clipboard API: select the text and use the legacy command.
    if (!fallback) return false;
    fallback.select();
    return document.execCommand('copy');
  }
}

/**
 * iOS: a page cannot open Safari, so the player is shown how, and can copy the link (without any
 * token) to paste there.
 */
export function HandoffInstructions({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const env = useMemo(() => currentEnvironment(), []);
  const handoff = useMemo(() => decideHandoff(env, window.location.href), [env]);
  const browser =
    handoff.kind === 'instructions' && handoff.browser === 'chrome' ? 'Chrome' : 'Safari';
  const url =
    handoff.kind === 'instructions' || handoff.kind === 'navigate'
      ? handoff.url
      : window.location.origin;
  const field = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => setCopied(await copyText(url, field.current));
  return (
    <BrowserDialog
      popupId="handoff"
      onClose={onClose}
      initialFocus={copyButton}
      overSheet
      title={t('install.handoff_title', { browser })}
    >
      <ol className="bi-steps">
        <li>
          <span className="bi-step-picture" aria-hidden="true">
            <span className="bi-step-number">1</span>
            <MenuDotsIcon />
          </span>
          <span>{t('install.handoff_step_menu')}</span>
        </li>
        <li>
          <span className="bi-step-picture" aria-hidden="true">
            <span className="bi-step-number">2</span>
            <CompassIcon />
          </span>
          <span>{t('install.handoff_step_open', { browser })}</span>
        </li>
        <li>
          <span className="bi-step-picture" aria-hidden="true">
            <span className="bi-step-number">3</span>
            <ShareIcon />
          </span>
          <span>{t('install.handoff_step_copy', { browser })}</span>
        </li>
      </ol>
      <div className="bi-link-box">
        <input
          ref={field}
          readOnly
          value={url}
          aria-label={t('install.copy_link')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          ref={copyButton}
          type="button"
          className="button primary"
          onClick={() => void copy()}
        >
          {t('install.copy_link')}
        </button>
      </div>
      {/* Said inside the dialog, beside the button it is about. */}
      <p className="bi-copy-status" role="status">
        {copied === null ? '' : t(copied ? 'install.link_copied' : 'install.copy_failed')}
      </p>
      <div className="bi-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('install.close')}
        </button>
      </div>
    </BrowserDialog>
  );
}
