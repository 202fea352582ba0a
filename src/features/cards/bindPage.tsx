import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawInfo } from '../../data/cashierHooks';
import { syncWithdrawInfo } from '../../data/sync/cashier';
import { syncPayouts } from '../../data/sync/payouts';
import { TextField } from '../../ui/form/TextField';
import { Spinner } from '../../ui/Spinner';

/**
 * What both bind pages load on arrival: the bank list, their own list and the withdrawal info
 * (the verification methods the member has). Each reads its last-known copy from the tables, so
 * a page opened offline still shows the member's accounts.
 */
export function useBindPageLoad(list: 'cards' | 'pixKeys') {
  useEffect(() => {
    const warn = (what: string) => (error: unknown) => console.warn(`${what} not loaded`, error);
    syncPayouts('bankList').catch(warn('Bank list'));
    syncPayouts(list).catch(warn(list));
    syncWithdrawInfo().catch(warn('Withdrawal info'));
  }, [list]);
  const info = useWithdrawInfo();
  return { methods: info ? info.verification.methods : undefined };
}

/** The member's bound accounts of one kind, masked as the server sent them. */
export function BoundList({
  titleKey,
  emptyKey,
  items,
}: {
  titleKey: string;
  emptyKey: string;
  items: { id: number; label: string; detail: string }[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className="bound-list" aria-labelledby="bound-title">
      <h2 id="bound-title">{t(titleKey)}</h2>
      {items === undefined ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="empty-state">{t(emptyKey)}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <strong>{item.label}</strong>
              <span>{item.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A field's label, input and error, for the selects the text field does not cover. */
export function FieldError({ id, error }: { id: string; error: string | undefined }): ReactNode {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

/**
 * The account holder's full name: prefilled and read-only once the member has a name on file, as
 * every later account must carry that name.
 */
export function HolderNameField(props: {
  value: string;
  realName: string | null;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="holderName"
      label={t('cards.holder_name')}
      autoComplete="name"
      value={props.value}
      readOnly={props.realName !== null}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error}
    />
  );
}
