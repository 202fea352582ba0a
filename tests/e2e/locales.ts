// The specs read their strings where the kit does.
export { strings } from '../qa-kit/locales.ts';
