import { describe, expect, it } from 'vitest';
import {
  agentApplicationProblems,
  normaliseContactName,
  type AgentApplicationForm,
} from './agentForm';

const VOLUMES = ['V1', 'V2'];
const valid: AgentApplicationForm = {
  contactName: 'João  da Silva',
  countryDialingCode: '55',
  mobileNum: '(11) 98765-4321',
  email: 'joao@exemplo.example',
  channel: 'WHATSAPP',
  expectedMonthlyVolume: 'V2',
  note: '',
};

describe('the agent application form', () => {
  it('passes a complete form', () => {
    expect(agentApplicationProblems(valid, VOLUMES)).toEqual({});
    expect(normaliseContactName('  João  da Silva ')).toBe('João da Silva');
  });

  it('names each bad field with its own code', () => {
    expect(
      agentApplicationProblems(
        {
          contactName: 'João',
          countryDialingCode: '55',
          mobileNum: '',
          email: 'joao@',
          channel: 'CARRIER_PIGEON',
          expectedMonthlyVolume: 'V3',
          note: 'x'.repeat(501),
        },
        VOLUMES,
      ),
    ).toEqual({
      contactName: 'name.invalid',
      mobileNum: 'phone.empty',
      email: 'email.invalid',
      channel: 'channel.invalid',
      expectedMonthlyVolume: 'volume.invalid',
      note: 'note.too_long',
    });
  });

  it('reads the phone number by the picked country’s plan', () => {
    expect(agentApplicationProblems({ ...valid, mobileNum: '1198765' }, VOLUMES)).toEqual({
      mobileNum: 'phone.too_short',
    });
    expect(
      agentApplicationProblems(
        { ...valid, countryDialingCode: '84', mobileNum: '0912 345 678' },
        VOLUMES,
      ),
    ).toEqual({});
  });
});
