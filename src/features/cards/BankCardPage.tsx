import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../app/navigation';
import { pathOf } from '../../app/paths';
import { MEMBER_PATHS } from '../../common/member-api';
import { useBankCards, useBankList } from '../../data/payoutHooks';
import { TextField } from '../../ui/form/TextField';
import { showAlert } from '../../ui/notices';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { useOnline } from '../../ui/useOnline';
import { MoneyFormStatus, useMoneySubmission, useVerification } from '../cashier';
import type { VerificationMethod } from '../../common/cashier-schemas';
import { BoundList, FieldError, HolderNameField, useBindPageLoad } from './bindPage';
import { accountLengths, cardDraftErrors, type CardDraft, type FieldErrors } from './bindRules';
import { refreshAfterBind, sendBind } from './cardsApi';
import { SetWithdrawPassword } from './SetWithdrawPassword';
import './cards.css';

/** Spec §2 /m/securityCenter/addBankCard: the member's cards and binding another. */
export default function BankCardPage() {
  const { t } = useTranslation();
  const { methods } = useBindPageLoad('cards');
  const bankList = useBankList();
  const cards = useBankCards();
  const pix = bankList?.pix.enabled === true;
  return (
    <PageFrame titleKey="pages.add_bank_card">
      <BoundList
        titleKey="cards.your_cards"
        emptyKey="cards.none_yet"
        items={cards?.cards.map((card) => ({
          id: card.id,
          label: `${card.bankName} ${card.maskedNumber}`,
          detail: card.holderName,
        }))}
      />
      {pix && (
        <AppLink className="button" to={pathOf('addBankCardPix')}>
          {t('pix.add_key')}
        </AppLink>
      )}
      {!bankList || methods === undefined ? (
        <Spinner />
      ) : methods.length === 0 ? (
        <SetWithdrawPassword />
      ) : cards && cards.cards.length >= cards.maxCards ? (
        <p className="empty-state">{t('cards.limit_reached')}</p>
      ) : (
        <CardForm bankList={bankList} methods={methods} realName={cards?.realName ?? null} />
      )}
    </PageFrame>
  );
}

type BankList = NonNullable<ReturnType<typeof useBankList>>;

function CardForm(props: {
  bankList: BankList;
  methods: VerificationMethod[];
  realName: string | null;
}) {
  const { bankList, realName } = props;
  const { t } = useTranslation();
  const online = useOnline();
  const bankId = useId();
  const { phase, busy, submit } = useMoneySubmission('bankCard', () => {
    refreshAfterBind('cards');
    showAlert({ key: 'cards.bound' });
  });
  const verification = useVerification(props.methods);
  const empty: CardDraft = { bankCode: '', accountNumber: '', branch: '', holderName: '' };
  const [draft, setDraft] = useState<CardDraft>({ ...empty, holderName: realName ?? '' });
  const [errors, setErrors] = useState<FieldErrors<keyof CardDraft>>({});
  const bank = bankList.banks.find((entry) => entry.code === draft.bankCode);
  const edit = (field: keyof CardDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const errorText = (field: keyof CardDraft) => {
    const key = errors[field];
    return key ? t(key, { lengths: bank ? accountLengths(bank.accountNumber) : '' }) : undefined;
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!online || busy) return;
    const found = cardDraftErrors(draft, bankList, realName);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const secrets = verification.fields();
    if (secrets === null) return;
    const body = {
      bankCode: draft.bankCode,
      accountNumber: draft.accountNumber,
      holderName: draft.holderName,
      ...(bank?.branch ? { branch: draft.branch } : {}),
    };
    const details = { bankCode: draft.bankCode, last4: draft.accountNumber.slice(-4) };
    void submit((key) => sendBind(MEMBER_PATHS.bindBankCard, body, secrets, key), details).then(
      (outcome) => {
        if (outcome?.kind !== 'answered') return;
        refreshAfterBind('cards');
        setDraft({ ...empty, holderName: draft.holderName });
        verification.clear();
        showAlert({ key: 'cards.bound' });
      },
    );
  };

  return (
    <form className="form cards-form" onSubmit={send} noValidate>
      <h2>{t('cards.add_title')}</h2>
      <MoneyFormStatus phase={phase} online={online} />
      <fieldset className="cashier-fields" disabled={!online || phase === 'checking'}>
        <div className={errors.bankCode ? 'field invalid' : 'field'}>
          <label htmlFor={bankId}>{t('cards.bank')}</label>
          <select
            id={bankId}
            name="bankCode"
            value={draft.bankCode}
            onChange={(event) => edit('bankCode')(event.target.value)}
            aria-invalid={errors.bankCode ? true : undefined}
            aria-describedby={errors.bankCode ? `${bankId}-error` : undefined}
          >
            <option value="">{t('cards.choose_bank')}</option>
            {bankList.banks.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
          <FieldError id={`${bankId}-error`} error={errorText('bankCode')} />
        </div>
        <TextField
          name="accountNumber"
          label={t('cards.account_number')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.accountNumber}
          onChange={(event) => edit('accountNumber')(event.target.value)}
          error={errorText('accountNumber')}
        />
        {bank && (
          <p className="form-intro">
            {t('cards.number_hint', { lengths: accountLengths(bank.accountNumber) })}
          </p>
        )}
        {bank?.branch && (
          <TextField
            name="branch"
            label={t('cards.branch')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.branch}
            onChange={(event) => edit('branch')(event.target.value)}
            error={errorText('branch')}
          />
        )}
        <HolderNameField
          value={draft.holderName}
          realName={realName}
          error={errorText('holderName')}
          onChange={edit('holderName')}
        />
        {verification.element}
        <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
          {t('cards.bind')}
        </button>
      </fieldset>
    </form>
  );
}
