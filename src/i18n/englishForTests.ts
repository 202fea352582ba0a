// Component tests render with the shipped English strings, through the app's own i18next instance.
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en.json';
import { i18next } from './index';

/** For `beforeAll`: the app's i18next, in English, bound to React. */
export async function initEnglishForTests(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}
