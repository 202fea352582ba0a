import { describe, expect, it } from 'vitest';
import { pickContentLanguage } from './contentLanguage';

describe('the content language', () => {
  it('takes the asked language, case-insensitively', () => {
    expect(pickContentLanguage('vi', ['VI', 'EN'])).toBe('VI');
    expect(pickContentLanguage('pt-br', ['PT-BR', 'EN'])).toBe('PT-BR');
  });

  it('takes a relative of the asked language', () => {
    expect(pickContentLanguage('PT', ['PT-BR', 'EN'])).toBe('PT-BR');
    expect(pickContentLanguage('PT-BR', ['PT', 'EN'])).toBe('PT');
  });

  it('falls back to English, else the first language written', () => {
    expect(pickContentLanguage('JA', ['VI', 'EN'])).toBe('EN');
    expect(pickContentLanguage('klingon', ['VI', 'EN'])).toBe('EN');
    expect(pickContentLanguage(null, ['PT-BR', 'EN'])).toBe('EN');
    expect(pickContentLanguage('JA', ['VI'])).toBe('VI');
    expect(pickContentLanguage('JA', [])).toBeUndefined();
  });
});
