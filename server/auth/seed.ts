// The demo accounts every merchant starts with (docs/qa.md lists them). Each shows one sign-in
// path of spec §4; the ids differ per merchant so logs and screenshots tell them apart.
import { DEFAULT_PASSWORD } from '../../src/common/auth-constants.ts';
import type { MerchantFixture } from '../merchants/types.ts';
import type { ClubLabel, Member, MemberSeeding, SecondFactor } from './members.ts';
import { hashPassword } from './passwords.ts';
import type { PhoneNumber } from './sms.ts';

export const DEMO_PASSWORD = 'Player#2026';
/** Base32, 20 bytes: the authenticator secret of `twofa01` on every merchant. */
export const DEMO_TOTP_SECRET = 'STOREFRONTDEMOTWOFAQAZ234567ABCD';

interface MerchantSeed {
  firstId: number;
  labelName: string;
  playerMobile: PhoneNumber;
  twofaMobile: PhoneNumber;
  payeeName: string;
  regDate: string;
}

const SEEDS: Record<string, MerchantSeed> = {
  DEMOVN: {
    firstId: 10001,
    labelName: 'VIP Vàng',
    playerMobile: { dialingCode: '84', number: '901234567' },
    twofaMobile: { dialingCode: '84', number: '912345678' },
    payeeName: 'NGUYEN VAN AN',
    regDate: '2025-03-14T09:30:00.000Z',
  },
  DEMOBR: {
    firstId: 20001,
    labelName: 'VIP Ouro',
    playerMobile: { dialingCode: '55', number: '11987654321' },
    twofaMobile: { dialingCode: '55', number: '11912345678' },
    payeeName: 'MARIA DA SILVA',
    regDate: '2025-04-02T13:00:00.000Z',
  },
};

interface Account {
  account: string;
  password?: string;
  type?: number;
  vip?: boolean;
  mobile?: 'player' | 'twofa';
  /** An e-mail address on file without the e-mail second factor (password reset by e-mail). */
  email?: boolean;
  passwordExpired?: boolean;
  firstTimeLogin?: boolean;
  secondFactors?: SecondFactor[];
}

const ACCOUNTS: Account[] = [
  { account: 'player01', vip: true, mobile: 'player', email: true },
  { account: 'agent01', type: 1 },
  { account: 'nochat01', type: 4 },
  { account: 'expired01', passwordExpired: true },
  { account: 'fresh01', password: DEFAULT_PASSWORD },
  { account: 'first01', firstTimeLogin: true },
  { account: 'twofa01', mobile: 'twofa', secondFactors: ['sms', 'ga'] },
  { account: 'twofa02', secondFactors: ['email', 'payeeName'] },
];

/**
 * The VIP label matches the merchant's labelled customer-service entry (DEMOVN [3, 4], DEMOBR
 * [5]), so player01 is the member who sees the VIP line.
 */
function vipLabel(merchant: MerchantFixture, name: string): ClubLabel | null {
  const labelId = merchant.customerService.find((entry) => entry.labelIds.length)?.labelIds[0];
  return labelId === undefined ? null : { labelName: name, labelId, type: 'VIP', rankLevel: 3 };
}

/**
 * Binds the merchant's demo identities (`devIdentities` with `boundTo`) to their accounts, unless
 * the account is gone or the identity already opens a member. Runs on the seed, and once on a
 * members file written before social login existed, so its player01 gets its Google identity too.
 */
export function bindDemoIdentities(merchant: MerchantFixture, members: Member[]): void {
  const boundAt = (SEEDS[merchant.merchantCode] ?? SEEDS['DEMOVN']!).regDate;
  for (const identity of merchant.devIdentities) {
    const member = members.find((m) => m.account === identity.boundTo);
    const taken = members.some((m) =>
      m.identities?.some((b) => b.channel === identity.channel && b.subject === identity.subject),
    );
    if (!member || taken) continue;
    const { channel, subject, email } = identity;
    member.identities = [...(member.identities ?? []), { channel, subject, email, boundAt }];
  }
}

export async function seedMembers(merchant: MerchantFixture): Promise<Member[]> {
  const seed = SEEDS[merchant.merchantCode] ?? SEEDS['DEMOVN']!;
  // Hashing runs in the thread pool, so the accounts hash in parallel.
  const members = await Promise.all(
    ACCOUNTS.map(async (spec, index): Promise<Member> => {
      const mobile =
        spec.mobile === 'player'
          ? seed.playerMobile
          : spec.mobile === 'twofa'
            ? seed.twofaMobile
            : null;
      const factors = spec.secondFactors ?? [];
      return {
        id: seed.firstId + index,
        account: spec.account,
        type: spec.type ?? 0,
        regDate: seed.regDate,
        language: merchant.defaultLanguage,
        clubLabel: spec.vip ? vipLabel(merchant, seed.labelName) : null,
        mobile,
        passwordExpired: spec.passwordExpired ?? false,
        firstTimeLogin: spec.firstTimeLogin ?? false,
        passwordHash: await hashPassword(spec.password ?? DEMO_PASSWORD),
        secondFactors: factors,
        ...(factors.includes('ga') ? { totpSecret: DEMO_TOTP_SECRET } : {}),
        ...(factors.includes('email') || spec.email
          ? { email: `${spec.account}@${merchant.merchantCode.toLowerCase()}.example` }
          : {}),
        ...(factors.includes('payeeName') ? { payeeName: seed.payeeName } : {}),
      };
    }),
  );
  bindDemoIdentities(merchant, members);
  return members;
}

/** What the member directory needs to start or upgrade a merchant's file. */
export function demoSeeding(merchant: MerchantFixture): MemberSeeding {
  return {
    seed: () => seedMembers(merchant),
    upgradeFromV1: (members) => bindDemoIdentities(merchant, members),
  };
}
