/** Where the link can go when the browser has no share sheet (Web Share API); `name` null: e-mail. */
export function shareTargets(link: string, message: string) {
  const text = `${message} ${link}`;
  return [
    { id: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    {
      id: 'telegram',
      name: 'Telegram',
      href: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`,
    },
    {
      id: 'facebook',
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    },
    { id: 'email', name: null, href: `mailto:?body=${encodeURIComponent(text)}` },
  ] as const;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

/** The device's share sheet; `unsupported` when there is none or it refuses this data. */
export async function shareNatively(data: ShareData): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unsupported';
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return 'unsupported';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    // The player closed the sheet: nothing to fall back to.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return 'unsupported';
  }
}

/** The clipboard when the page may use it; false when the player must copy by hand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
