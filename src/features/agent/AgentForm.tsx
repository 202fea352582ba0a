import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../common/idempotency';
import {
  AGENT_NOTE_MAX_LENGTH,
  agentApplicationProblems,
  normaliseContactName,
  type AgentApplicationForm,
  type AgentField,
} from '../../common/pages/agentForm';
import type { AgentPage } from '../../common/pages/agentSchemas';
import { formatAmount } from '../../lib/currency';
import { TextField } from '../../ui/form/TextField';
import { useSubmitGuard } from '../../ui/form/useSubmitGuard';
import '../../ui/form/compactForm.css';
import { applyForAgent } from './agentApi';

/** Channels that are brand names stay as written; the rest are translated. */
const CHANNEL_NAMES: Partial<Record<string, string>> = {
  FACEBOOK: 'Facebook',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  INSTAGRAM: 'Instagram',
  ZALO: 'Zalo',
  TELEGRAM: 'Telegram',
  WHATSAPP: 'WhatsApp',
};

type Volume = AgentPage['form']['volumes'][number];

export function AgentForm({ page }: { page: AgentPage }) {
  const { t } = useTranslation();
  const { busy, run } = useSubmitGuard(800);
  // One key for this form: a resend after a lost answer is the same application (docs/pages.md).
  const [key] = useState(newIdempotencyKey);
  const [checking, setChecking] = useState(false);
  const [offline, setOffline] = useState(false);
  const [form, setForm] = useState<AgentApplicationForm>({
    contactName: '',
    countryDialingCode: page.form.countryDialingCode,
    mobileNum: '',
    email: '',
    channel: '',
    expectedMonthlyVolume: '',
    note: '',
  });
  const [problems, setProblems] = useState<Partial<Record<AgentField, string>>>({});
  const volumeCodes = page.form.volumes.map((volume) => volume.code);
  const money = (amount: number) =>
    formatAmount(amount, page.currency, { decimals: page.decimals, symbol: true });
  const volumeLabel = (volume: Volume) =>
    volume.max === null
      ? t('agent.volume_from', { min: money(volume.min) })
      : t('agent.volume_range', { min: money(volume.min), max: money(volume.max) });
  const set = (field: AgentField) => (value: string) => setForm({ ...form, [field]: value });
  const error = (field: AgentField) => {
    const code = problems[field];
    return code ? t(`agent.problem.${code}`, { max: AGENT_NOTE_MAX_LENGTH }) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...form, contactName: normaliseContactName(form.contactName) };
    const found = agentApplicationProblems(sent, volumeCodes);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      const outcome = await applyForAgent(sent, key);
      // No connection at all: nothing was sent, so there is nothing to check, only to resend.
      const unsent = outcome.kind === 'unknown' && !navigator.onLine;
      setOffline(unsent);
      setChecking(outcome.kind === 'unknown' && !unsent);
      if (outcome.kind === 'fields') setProblems(outcome.fields as typeof problems);
    });
  };
  return (
    <form className="compact-form" onSubmit={submit} noValidate>
      <TextField
        label={t('agent.contact_name')}
        autoComplete="name"
        value={form.contactName}
        onChange={(event) => set('contactName')(event.target.value)}
        error={error('contactName')}
      />
      <div className="agent-phone">
        <TextField
          label={t('agent.dialing_code')}
          inputMode="tel"
          value={form.countryDialingCode}
          onChange={(event) => set('countryDialingCode')(event.target.value)}
        />
        <TextField
          label={t('agent.phone')}
          type="tel"
          autoComplete="tel-national"
          value={form.mobileNum}
          onChange={(event) => set('mobileNum')(event.target.value)}
          error={error('mobileNum')}
        />
      </div>
      <TextField
        label={t('agent.email')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => set('email')(event.target.value)}
        error={error('email')}
      />
      <SelectField
        id="agent-channel"
        label={t('agent.channel')}
        value={form.channel}
        onChange={set('channel')}
        error={error('channel')}
        options={page.form.channels.map((channel) => ({
          value: channel,
          label:
            CHANNEL_NAMES[channel] ?? t(`agent.channels.${channel}`, { defaultValue: channel }),
        }))}
      />
      <SelectField
        id="agent-volume"
        label={t('agent.volume')}
        value={form.expectedMonthlyVolume}
        onChange={set('expectedMonthlyVolume')}
        error={error('expectedMonthlyVolume')}
        options={page.form.volumes.map((volume) => ({
          value: volume.code,
          label: volumeLabel(volume),
        }))}
      />
      <div className={problems.note ? 'field invalid' : 'field'}>
        <label htmlFor="agent-note">{t('agent.note')}</label>
        <textarea
          id="agent-note"
          rows={3}
          maxLength={AGENT_NOTE_MAX_LENGTH}
          value={form.note}
          onChange={(event) => set('note')(event.target.value)}
        />
        {error('note') && <p className="field-error">{error('note')}</p>}
      </div>
      {checking && (
        <p className="agent-checking" role="status">
          {t('agent.checking')}
        </p>
      )}
      {offline && (
        <p className="empty-state" role="status">
          {t('agent.offline')}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={busy}>
        {checking ? t('agent.send_again') : t('agent.submit')}
      </button>
    </form>
  );
}

function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('agent.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
