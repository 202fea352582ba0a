import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  normaliseCnpj,
  normaliseCpf,
} from './brazil-ids';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '123.456.789-09', '111.444.777-35'])(
    'accepts %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each([
    ['a wrong first check digit', '529.982.247-15'],
    ['a wrong second check digit', '529.982.247-24'],
    ['one digit repeated', '111.111.111-11'],
    ['ten digits', '5299822472'],
    ['letters', '529.982.247-2X'],
    ['nothing', ''],
  ])('refuses %s', (_why, cpf) => expect(isValidCpf(cpf)).toBe(false));

  it('keeps the digits and formats them back', () => {
    expect(normaliseCpf(' 529.982.247-25 ')).toBe('52998224725');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11444777000161', '12.ABC.345/01DE-35', '12abc34501de35'])(
    'accepts %s',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );

  it.each([
    ['a wrong first check digit', '11.222.333/0001-91'],
    ['a wrong second check digit', '11.222.333/0001-82'],
    ['a wrong alphanumeric check digit', '12.ABC.345/01DE-36'],
    ['a letter in a check digit', '12.ABC.345/01DE-3A'],
    ['one digit repeated', '00.000.000/0000-00'],
    ['13 characters', '1122233300018'],
  ])('refuses %s', (_why, cnpj) => expect(isValidCnpj(cnpj)).toBe(false));

  it('keeps capitals and digits and formats them back', () => {
    expect(normaliseCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
