import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_PATHS } from '../../common/member-api';
import type { VerificationMethod } from '../../common/cashier-schemas';
import { PIX_KEY_TYPES, type PixKeyType } from '../../common/pix-key-types';
import { useBankList, usePixKeys } from '../../data/payoutHooks';
import { TextField } from '../../ui/form/TextField';
import { showAlert } from '../../ui/notices';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { useOnline } from '../../ui/useOnline';
import { ChoiceGroup, MoneyFormStatus, useMoneySubmission, useVerification } from '../cashier';
import { BoundList, HolderNameField, useBindPageLoad } from './bindPage';
import { pixDraftErrors, type FieldErrors, type PixDraft } from './bindRules';
import { refreshAfterBind, sendBind } from './cardsApi';
import { SetWithdrawPassword } from './SetWithdrawPassword';
import './cards.css';

/** pix.ts with the phone-number metadata: loaded by this page, not in its own chunk. */
const loadPixRules = () => import('../../common/pix');

/** Spec §2 /m/securityCenter/addBankCardPix: the member's Pix keys and binding another. */
export default function PixPage() {
  const { t } = useTranslation();
  const { methods } = useBindPageLoad('pixKeys');
  const bankList = useBankList();
  const keys = usePixKeys();
  useEffect(() => {
    loadPixRules().catch((error: unknown) => console.warn('Pix rules not loaded', error));
  }, []);
  const typeName = (type: PixKeyType) => t(`pix.type_${type.toLowerCase()}`);
  let form;
  if (!bankList || methods === undefined) form = <Spinner />;
  else if (!bankList.pix.enabled) form = <p className="empty-state">{t('pix.unavailable')}</p>;
  else if (methods.length === 0) form = <SetWithdrawPassword />;
  else if (keys && keys.keys.length >= keys.maxKeys) {
    form = <p className="empty-state">{t('pix.limit_reached')}</p>;
  } else {
    const types = PIX_KEY_TYPES.filter((type) => bankList.pix.keyTypes.includes(type));
    form = <PixForm types={types} methods={methods} realName={keys?.realName ?? null} />;
  }
  return (
    <PageFrame titleKey="pages.add_bank_card_pix">
      <BoundList
        titleKey="pix.your_keys"
        emptyKey="pix.none_yet"
        items={keys?.keys.map((key) => ({
          id: key.id,
          label: `${typeName(key.keyType)} ${key.maskedKey}`,
          detail: `${key.holderName} · CPF ${key.holderCpf}`,
        }))}
      />
      {form}
    </PageFrame>
  );
}

function PixForm(props: {
  types: PixKeyType[];
  methods: VerificationMethod[];
  realName: string | null;
}) {
  const { realName } = props;
  const { t } = useTranslation();
  const online = useOnline();
  const { phase, busy, submit } = useMoneySubmission('pixKey', () => {
    refreshAfterBind('pixKeys');
    showAlert({ key: 'pix.bound' });
  });
  const verification = useVerification(props.methods);
  const first = props.types[0] ?? 'CPF';
  const [draft, setDraft] = useState<PixDraft>({
    keyType: first,
    key: '',
    holderName: realName ?? '',
    holderCpf: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof PixDraft>>({});
  const edit = (field: keyof PixDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const errorText = (field: keyof PixDraft) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!online || busy) return;
    const { normalisePixKey } = await loadPixRules();
    const found = pixDraftErrors(draft, normalisePixKey, realName);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const secrets = verification.fields();
    if (secrets === null) return;
    const body = {
      keyType: draft.keyType,
      key: draft.key,
      holderName: draft.holderName,
      holderCpf: draft.holderCpf,
    };
    // The key itself stays out of storage: it is a CPF, a phone number or an address.
    const outcome = await submit((key) => sendBind(MEMBER_PATHS.bindPixKey, body, secrets, key), {
      keyType: draft.keyType,
    });
    if (outcome?.kind !== 'answered') return;
    refreshAfterBind('pixKeys');
    setDraft((current) => ({ ...current, key: '' }));
    verification.clear();
    showAlert({ key: 'pix.bound' });
  };

  return (
    <form className="form cards-form" onSubmit={(event) => void send(event)} noValidate>
      <h2>{t('pix.add_key')}</h2>
      <MoneyFormStatus phase={phase} online={online} />
      <fieldset className="cashier-fields" disabled={!online || phase === 'checking'}>
        <ChoiceGroup
          legend={t('pix.key_type')}
          name="keyType"
          choices={props.types.map((type) => ({
            value: type,
            label: t(`pix.type_${type.toLowerCase()}`),
          }))}
          selected={draft.keyType}
          onSelect={(type) => {
            edit('keyType')(type);
            setErrors({});
          }}
        />
        <TextField
          name="key"
          label={t('pix.key', { type: t(`pix.type_${draft.keyType.toLowerCase()}`) })}
          inputMode={KEY_INPUT_MODE[draft.keyType]}
          autoComplete="off"
          value={draft.key}
          onChange={(event) => edit('key')(event.target.value)}
          error={errorText('key')}
        />
        <HolderNameField
          value={draft.holderName}
          realName={realName}
          error={errorText('holderName')}
          onChange={edit('holderName')}
        />
        <TextField
          name="holderCpf"
          label={t('pix.holder_cpf')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.holderCpf}
          onChange={(event) => edit('holderCpf')(event.target.value)}
          error={errorText('holderCpf')}
        />
        {verification.element}
        <button type="submit" className="button primary wide" disabled={busy} aria-busy={busy}>
          {t('pix.bind')}
        </button>
      </fieldset>
    </form>
  );
}

const KEY_INPUT_MODE = {
  CPF: 'numeric',
  CNPJ: 'text',
  PHONE: 'tel',
  EMAIL: 'email',
  EVP: 'text',
} as const satisfies Record<PixKeyType, string>;
