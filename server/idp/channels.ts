// The sign-in channels of spec §3 ("Firebase arguments"): the providers a member can sign in with,
// as the login and registration payloads name them in `firebaseChannel`.
export const SOCIAL_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;

export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export function isSocialChannel(value: unknown): value is SocialChannel {
  return typeof value === 'string' && (SOCIAL_CHANNELS as readonly string[]).includes(value);
}

/** How the provider calls itself on its buttons and page titles. */
export const CHANNEL_LABELS: Record<SocialChannel, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
};
