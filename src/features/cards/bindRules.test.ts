import { describe, expect, it } from 'vitest';
import { normalisePixKey } from '../../common/pix';
import { accountLengths, cardDraftErrors, pixDraftErrors } from './bindRules';

const bankList = {
  banks: [
    {
      code: 'VCB',
      name: 'Vietcombank',
      accountNumber: { minLength: 10, maxLength: 13, lengths: [10, 13] },
      branch: null,
    },
    {
      code: '260',
      name: 'Nubank',
      accountNumber: { minLength: 5, maxLength: 12 },
      branch: { minLength: 4, maxLength: 4 },
    },
  ],
  holderName: { minLength: 4, maxLength: 60 },
  maxCards: 5,
  pix: {
    enabled: true,
    keyTypes: [...(['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'] as const)],
    maxKeys: 5,
  },
};

describe('the card form', () => {
  const draft = {
    bankCode: 'VCB',
    accountNumber: '0071 0006 54821',
    branch: '',
    holderName: 'Lê Thị Cúc',
  };

  it('accepts a number of one of the bank’s lengths, separators and all', () => {
    expect(cardDraftErrors(draft, bankList, null)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(cardDraftErrors({ ...draft, bankCode: '' }, bankList, null)).toEqual({
      bankCode: 'cards.bank_required',
    });
    expect(cardDraftErrors({ ...draft, accountNumber: '00710006548' }, bankList, null)).toEqual({
      accountNumber: 'cards.number_length',
    });
    expect(cardDraftErrors({ ...draft, accountNumber: '0071A00654' }, bankList, null)).toEqual({
      accountNumber: 'cards.number_digits',
    });
    expect(cardDraftErrors({ ...draft, holderName: 'Cuc' }, bankList, null)).toEqual({
      holderName: 'cards.holder_invalid',
    });
  });

  it('asks for the branch where the bank has one', () => {
    const nubank = { ...draft, bankCode: '260', accountNumber: '12343390' };
    expect(cardDraftErrors(nubank, bankList, null)).toEqual({ branch: 'cards.branch_invalid' });
    expect(cardDraftErrors({ ...nubank, branch: '0001' }, bankList, null)).toEqual({});
  });

  it('holds the holder to the name on file, without case or accents', () => {
    expect(cardDraftErrors(draft, bankList, 'LE THI CUC')).toEqual({});
    expect(cardDraftErrors(draft, bankList, 'TRAN VAN BINH')).toEqual({
      holderName: 'cards.holder_mismatch',
    });
  });

  it('tells the bank’s lengths for the hint', () => {
    expect(accountLengths(bankList.banks[0]!.accountNumber)).toBe('10 / 13');
    expect(accountLengths({ minLength: 5, maxLength: 12 })).toBe('5–12');
    expect(accountLengths({ minLength: 8, maxLength: 8 })).toBe('8');
  });
});

describe('the Pix form', () => {
  const holder = { holderName: 'Ana Souza', holderCpf: '529.982.247-25' };
  it.each([
    ['CPF', '529.982.247-25'],
    ['CNPJ', '11.222.333/0001-81'],
    ['PHONE', '(11) 98765-4321'],
    ['EMAIL', 'Ana.Souza@Example.com'],
    ['EVP', '123e4567-e89b-42d3-a456-426614174000'],
  ] as const)('accepts a valid %s key', (keyType, key) => {
    expect(pixDraftErrors({ keyType, key, ...holder }, normalisePixKey, null)).toEqual({});
  });

  it.each([
    ['CPF', '529.982.247-24'],
    ['CNPJ', '11.222.333/0001-80'],
    ['PHONE', '12345'],
    ['EMAIL', 'ana.souza@'],
    ['EVP', 'not-a-uuid'],
  ] as const)('refuses an invalid %s key with its own message', (keyType, key) => {
    expect(pixDraftErrors({ keyType, key, ...holder }, normalisePixKey, null)).toEqual({
      key: `pix.invalid_${keyType.toLowerCase()}`,
    });
  });

  it('a CPF key must be the holder’s CPF, and the holder’s CPF must be valid', () => {
    expect(
      pixDraftErrors({ keyType: 'CPF', key: '111.444.777-35', ...holder }, normalisePixKey, null),
    ).toEqual({ key: 'pix.cpf_key_not_holder' });
    expect(
      pixDraftErrors(
        { keyType: 'EMAIL', key: 'a@b.co', holderName: 'Ana Souza', holderCpf: '123' },
        normalisePixKey,
        null,
      ),
    ).toEqual({ holderCpf: 'pix.cpf_invalid' });
  });
});
