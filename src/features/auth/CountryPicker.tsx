import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../../common/languages';
import { currentLanguage } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { flagEmoji, type Country } from './countries';

/** Country names in the page's language; the ISO code when the browser has no name for it. */
function useCountryName() {
  useTranslation(); // re-renders on a language change, so the names follow it
  const language = toBcp47(currentLanguage());
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [language]);
  return (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** The flag emoji, with the ISO code beside it for fonts that draw no emoji flags. */
function Flag({ code, withIso }: { code: string; withIso: boolean }) {
  return (
    <>
      <span className="flag" aria-hidden="true">
        {flagEmoji(code)}
      </span>
      {withIso && <span className="country-iso">{code}</span>}
    </>
  );
}

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * The dialling-code picker (spec §2): the selected country's flag and +code as a button that opens
 * a slide-up list. The caller decides whether it shows (spec §5, `countryPickerShown`).
 */
export function CountryPicker({
  countries,
  selected,
  onSelect,
  label,
}: {
  countries: readonly Country[];
  selected: Country;
  onSelect: (country: Country) => void;
  /** The field's visible label, part of the button's accessible name. */
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const buttonId = useId();

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div className="country-field">
      <span id={labelId} className="country-label">
        {label}
      </span>
      <button
        ref={trigger}
        id={buttonId}
        type="button"
        className="country-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => setOpen(true)}
      >
        <Flag code={selected.countryCode} withIso />
        <span className="country-dial">+{selected.countryDialingCode}</span>
      </button>
      {open && (
        <CountrySheet
          countries={countries}
          selected={selected}
          onClose={close}
          onSelect={(country) => {
            onSelect(country);
            close();
          }}
        />
      )}
    </div>
  );
}

function CountrySheet({
  countries,
  selected,
  onSelect,
  onClose,
}: {
  countries: readonly Country[];
  selected: Country;
  onSelect: (country: Country) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useCountryName();
  const titleId = useId();
  const current = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      popupId="country-picker"
      onClose={onClose}
      closeOnBackdrop
      labelledBy={titleId}
      initialFocus={current}
      bottom
      boxClassName="country-sheet"
    >
      <header className="country-sheet-header">
        <h2 id={titleId}>{t('country.title')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('country.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </header>
      <ul className="country-list">
        {countries.map((country) => {
          const isSelected = country.countryCode === selected.countryCode;
          return (
            <li key={country.countryCode}>
              <button
                ref={isSelected ? current : undefined}
                type="button"
                className="country-option"
                aria-current={isSelected ? 'true' : undefined}
                onClick={() => onSelect(country)}
              >
                <Flag code={country.countryCode} withIso={false} />
                <span className="country-name">{nameOf(country.countryCode)}</span>
                <span className="country-dial">+{country.countryDialingCode}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
