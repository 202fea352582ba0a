import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries, useCountrySettings, useWhitelabelSwitch } from '../../data/hooks';
import { CountryPicker } from './CountryPicker';
import { countryPickerShown, DIALING_CODE_SWITCH, selectedCountry } from './countries';

/**
 * The dialing code of a form with a phone number (registration, SMS login, reset by SMS): the
 * merchant's countries, the one in use (the merchant's default until the member picks another),
 * and the picker where spec §4 shows it (null where it does not).
 */
export function useDialingCode() {
  const { t } = useTranslation();
  const countries = useCountries() ?? [];
  const settings = useCountrySettings();
  const pickerSwitch = useWhitelabelSwitch(DIALING_CODE_SWITCH) === true;
  const [countryCode, setCountryCode] = useState<string>();
  const country = selectedCountry(countries, settings, countryCode);
  const picker =
    country &&
    countryPickerShown({ selected: country, countries, updateMobileIcc: pickerSwitch }) ? (
      <CountryPicker
        label={t('country.dialing_code')}
        countries={countries}
        selected={country}
        onSelect={(next) => setCountryCode(next.countryCode)}
      />
    ) : null;
  return { countries, country, dialingCode: country?.countryDialingCode ?? '', picker };
}
