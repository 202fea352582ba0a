import { read, remove, write } from '../../../lib/storage';
import type { SocialChannel } from './environment';
import { IdentityError, pendingRedirect, type IdentityProvider } from './identityProvider';

export interface FirebaseConfig {
  apiKey: string;
  appId?: string;
  authDomain?: string;
  projectId?: string;
  messagingSenderId?: string;
}

function codeOf(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'auth/unknown';
}

/**
 * Firebase Auth behind the IdentityProvider interface. The SDK is imported here only, and this
 * module only when the merchant turns Firebase on (spec §5), so it never weighs on the home page.
 */
export async function createFirebaseProvider(config: FirebaseConfig): Promise<IdentityProvider> {
  const [{ initializeApp, getApps }, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app =
    getApps().find((existing) => existing.name === 'storefront') ??
    initializeApp(config, 'storefront');
  const firebaseAuth = auth.getAuth(app);
  const providerFor = (channel: SocialChannel) => {
    switch (channel) {
      case 'google':
        return new auth.GoogleAuthProvider();
      case 'facebook':
        return new auth.FacebookAuthProvider();
      case 'twitter':
        return new auth.TwitterAuthProvider();
      case 'line':
        return new auth.OAuthProvider('oidc.line');
    }
  };
  const wrap = async <T>(task: () => Promise<T>) => {
    try {
      return await task();
    } catch (error) {
      throw new IdentityError(codeOf(error), error instanceof Error ? error.message : undefined);
    }
  };
  return {
    signIn: (channel, mode) =>
      wrap(async () => {
        const provider = providerFor(channel);
        if (mode === 'redirect') {
          write(pendingRedirect, { channel });
          await auth.signInWithRedirect(firebaseAuth, provider);
          return null;
        }
        const credential = await auth.signInWithPopup(firebaseAuth, provider);
        return { channel, idToken: await credential.user.getIdToken() };
      }),
    resumeRedirect: () =>
      wrap(async () => {
        const pending = read(pendingRedirect);
        if (!pending) return null;
        remove(pendingRedirect);
        const result = await auth.getRedirectResult(firebaseAuth);
        if (!result) return null;
        return { channel: pending.channel, idToken: await result.user.getIdToken() };
      }),
  };
}
