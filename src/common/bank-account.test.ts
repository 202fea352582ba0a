import { describe, expect, it } from 'vitest';
import {
  accountNumberProblem,
  holderNameProblem,
  maskAccountNumber,
  normaliseHolderName,
  sameHolderName,
} from './bank-account';

const VIETCOMBANK = { minLength: 10, maxLength: 13, lengths: [10, 13] };
const MB = { minLength: 9, maxLength: 13 };

describe('account numbers', () => {
  it.each([
    [VIETCOMBANK, '0071000654821', null],
    [VIETCOMBANK, '0071 000 654 821', null],
    [VIETCOMBANK, '1234567890', null],
    [VIETCOMBANK, '12345678901', 'card.number.length'],
    [VIETCOMBANK, '12345678901234', 'card.number.length'],
    [MB, '123456789', null],
    [MB, '12345678', 'card.number.length'],
    [MB, '1234-5678-9', null],
    [MB, '12345678O', 'card.number.digits'],
    [MB, '', 'card.number.digits'],
  ])('%# %o %s → %s', (rule, typed, problem) => {
    expect(accountNumberProblem(typed, rule)).toBe(problem);
  });

  it('shows only the last four digits', () => {
    expect(maskAccountNumber('0071000654821')).toBe('**** 4821');
  });
});

describe('holder names', () => {
  it.each(['Nguyễn Văn An', 'TRAN VAN BINH', "Maria D'Ávila", 'Ana-Maria Souza', 'J. Pereira'])(
    'accepts %s',
    (name) => expect(holderNameProblem(name)).toBeNull(),
  );

  it.each(['Madonna', 'An 2', 'A B', 'x'.repeat(30) + ' ' + 'y'.repeat(30), 'Maria  <b>', ''])(
    'refuses %s',
    (name) => expect(holderNameProblem(name)).toBe('card.holder.invalid'),
  );

  it('stores names upper-cased with single spaces', () => {
    expect(normaliseHolderName('  nguyễn   văn an ')).toBe('NGUYỄN VĂN AN');
  });

  it('matches a name with or without accents, case and punctuation', () => {
    expect(sameHolderName('Nguyễn Văn An', 'NGUYEN VAN AN')).toBe(true);
    expect(sameHolderName('Đặng Thị Hoa', 'DANG THI HOA')).toBe(true);
    expect(sameHolderName("João D'Ávila", 'JOAO DAVILA')).toBe(true);
    expect(sameHolderName('Nguyen Van An', 'Nguyen Van Anh')).toBe(false);
  });
});
