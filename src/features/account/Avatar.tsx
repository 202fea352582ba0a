/**
 * One of the merchant's `PROFILE_ICON_COUNT` avatars (spec §3/§9): the icons are ours to draw,
 * so each number is a colour around the wheel with the member's initial.
 */
export function avatarHue(avatar: number, count: number) {
  const slots = Math.max(1, count);
  const index = (((avatar - 1) % slots) + slots) % slots;
  return Math.round((index * 360) / slots);
}

export function Avatar({ avatar, count, name }: { avatar: number; count: number; name: string }) {
  return (
    <span
      className="account-avatar"
      aria-hidden="true"
      style={{ background: `hsl(${avatarHue(avatar, count)} 55% 35%)` }}
    >
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
