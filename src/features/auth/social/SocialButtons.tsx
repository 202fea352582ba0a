import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../app/navigation';
import { pathOf } from '../../../app/paths';
import { useSiteStatus } from '../../../data/hooks';
import { environmentInput } from '../../../lib/environment';
import { showNotice } from '../../../ui/notices';
import { finishLogin } from '../completeLogin';
import {
  isPrivateBrowsing,
  SOCIAL_CHANNELS,
  socialSignInMode,
  type SocialChannel,
} from './environment';
import { IdentityError, identityProviderFor, type IdentityProvider } from './identityProvider';
import { continueWithIdentity, showIdentityError, type SocialFlow } from './socialLogin';

/** Brand names stay as the brands write them, in every language. */
const PROVIDER_NAMES: Record<SocialChannel, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  line: 'LINE',
};

/** Social sign-in (spec §1, §4), shown only when the merchant has an identity provider. */
export function SocialButtons() {
  const { t } = useTranslation();
  const status = useSiteStatus();
  const sms = status?.status.info.sms;
  const [provider, setProvider] = useState<IdentityProvider | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useAppNavigate();

  useEffect(() => {
    let active = true;
    identityProviderFor(sms).then(
      (loaded) => {
        if (active) setProvider(loaded);
      },
      (error: unknown) => console.warn('Identity provider not loaded', error),
    );
    return () => {
      active = false;
    };
  }, [sms]);

  const flow: SocialFlow = {
    finish: (result) => finishLogin(result, 'firebase'),
    openLogin: () => navigate(pathOf('login')),
  };

  const resume = useEffectEvent((loaded: IdentityProvider) => {
    loaded
      .resumeRedirect()
      .then((identity) => identity && continueWithIdentity(identity, flow))
      .catch((error: unknown) => {
        if (error instanceof IdentityError) showIdentityError(error);
      });
  });

  // Spec §4: a redirect sign-in resumes when the page comes back with the session marker.
  useEffect(() => {
    if (provider) resume(provider);
  }, [provider]);

  if (!provider) return null;

  const signIn = async (channel: SocialChannel) => {
    if (busy) return;
    if (await isPrivateBrowsing()) {
      showNotice({
        kind: 'toast',
        text: { key: 'social.not_support_incognito' },
        durationMs: 1500,
      });
      return;
    }
    setBusy(true);
    try {
      const identity = await provider.signIn(
        channel,
        socialSignInMode(environmentInput().userAgent),
      );
      if (identity) await continueWithIdentity(identity, flow);
    } catch (error) {
      if (error instanceof IdentityError) showIdentityError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="social" aria-label={t('social.title')}>
      <p className="social-title">{t('social.title')}</p>
      <div className="social-buttons">
        {SOCIAL_CHANNELS.map((channel) => (
          <button
            key={channel}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void signIn(channel)}
          >
            {t('social.continue_with', { provider: PROVIDER_NAMES[channel] })}
          </button>
        ))}
      </div>
    </section>
  );
}
