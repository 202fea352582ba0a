import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAvatar } from '../../data/sync/account';
import { Modal } from '../../ui/Modal';
import { Avatar } from './Avatar';

/**
 * The member's avatar; a tap offers the merchant's `PROFILE_ICON_COUNT` icons. A choice is saved
 * at once; a failure keeps the old one and says why (the error catalogue).
 */
export function AvatarPicker({
  avatar,
  count,
  name,
}: {
  avatar: number;
  count: number;
  name: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const choose = (chosen: number) => {
    setSaving(true);
    saveAvatar(chosen)
      .then(() => setOpen(false))
      .catch((error: unknown) => console.warn('Avatar not saved', error))
      .finally(() => setSaving(false));
  };
  return (
    <>
      <button
        type="button"
        className="account-avatar-button"
        aria-label={t('account.change_avatar')}
        onClick={() => setOpen(true)}
      >
        <Avatar avatar={avatar} count={count} name={name} />
      </button>
      {open && (
        <Modal
          popupId="avatar-picker"
          onClose={() => setOpen(false)}
          closeOnBackdrop
          labelledBy={titleId}
          boxClassName="dialog"
        >
          <h2 id={titleId}>{t('account.change_avatar')}</h2>
          <div className="avatar-choices" aria-busy={saving}>
            {Array.from({ length: count }, (_, index) => index + 1).map((number) => (
              <button
                key={number}
                type="button"
                aria-pressed={number === avatar}
                aria-label={t('account.avatar_number', { number: String(number) })}
                disabled={saving}
                onClick={() => choose(number)}
              >
                <Avatar avatar={number} count={count} name={name} />
              </button>
            ))}
          </div>
          <button type="button" className="button wide" onClick={() => setOpen(false)}>
            {t('app.close')}
          </button>
        </Modal>
      )}
    </>
  );
}
