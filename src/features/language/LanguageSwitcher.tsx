import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, toBcp47, type LanguageCode } from '../../common/languages';
import { useMemberInfo } from '../../data/hooks';
import { chooseLanguage, currentLanguage } from '../../i18n';
import { useSession } from '../../lib/session';
import { saveLanguageToServer, serverSaveOf } from './languageSync';
import './language.css';

/** Each language named in itself, as players look for their own. */
function endonym(code: LanguageCode): string {
  const tag = toBcp47(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code;
  } catch {
    return code;
  }
}

const OPTIONS = SUPPORTED_LANGUAGES.map((code) => ({ code, name: endonym(code) }));

/**
 * Spec §4 Language: the player's choice is stored and wins from then on; every translated screen
 * (maintenance and update notices included) follows at once. Members not of type 4 have it saved
 * on the server too.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const serverSave = serverSaveOf(useSession(), useMemberInfo());
  const id = useId();
  // A choice made before the member's type is known, saved (or not) once it is.
  const unsaved = useRef<LanguageCode | null>(null);
  useEffect(() => {
    const code = unsaved.current;
    if (code === null || serverSave === 'wait') return;
    unsaved.current = null;
    if (serverSave === 'save') saveLanguageToServer(code);
  }, [serverSave]);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value as LanguageCode;
    void chooseLanguage(code);
    if (serverSave === 'save') saveLanguageToServer(code);
    else if (serverSave === 'wait') unsaved.current = code;
  };
  return (
    <span className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={currentLanguage()} onChange={change}>
        {OPTIONS.map(({ code, name }) => (
          <option key={code} value={code} lang={toBcp47(code)}>
            {name}
          </option>
        ))}
      </select>
    </span>
  );
}
