// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglishForTests } from '../../i18n/englishForTests';
import { CountryPicker } from './CountryPicker';
import type { Country } from './registration';

const COUNTRIES: Country[] = [
  { countryCode: 'BR', countryDialingCode: '55' },
  { countryCode: 'PT', countryDialingCode: '351' },
  { countryCode: 'US', countryDialingCode: '1' },
];

function Harness() {
  const [selected, setSelected] = useState<Country>(COUNTRIES[0]!);
  return (
    <CountryPicker
      label="Country code"
      countries={COUNTRIES}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

beforeAll(initEnglishForTests);

afterEach(cleanup);

describe('CountryPicker', () => {
  it('shows the flag, ISO code and +code, named by its label', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: /Country code/ });
    expect(button.textContent).toBe('\u{1F1E7}\u{1F1F7}BR+55');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a dialog listing every country by name, and a choice closes it', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /Country code/ });
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Choose your country' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    const options = dialog.querySelectorAll('.country-option');
    expect([...options].map((option) => option.textContent)).toEqual([
      '\u{1F1E7}\u{1F1F7}Brazil+55',
      '\u{1F1F5}\u{1F1F9}Portugal+351',
      '\u{1F1FA}\u{1F1F8}United States+1',
    ]);
    // The current country has the focus, so a keyboard user starts there.
    expect(document.activeElement?.textContent).toContain('Brazil');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Portugal/ }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.textContent).toContain('+351');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with the close button and with Escape, keeping the choice', () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /Country code/ });
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.textContent).toContain('+55');
  });
});
