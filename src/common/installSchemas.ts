import * as v from 'valibot';
import {
  DOWNLOAD_SWITCH_NAMES,
  type DownloadSettings,
  type DownloadSwitchName,
} from './downloadSettings';

/**
 * The install promotion's wire shapes (docs/api.md "Install promotion"). Switches the client does
 * not know are ignored, so a backend that adds one does not switch every popup off; a known
 * switch of the wrong shape rejects the whole answer and the stored settings stay.
 */

const KNOWN_SWITCHES: ReadonlySet<string> = new Set(DOWNLOAD_SWITCH_NAMES);

export const DownloadSwitchSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  value: v.optional(v.nullable(v.union([v.string(), v.pipe(v.number(), v.finite())])), null),
});

/** The switches of an answer (and of a stored row, checked again when read). */
export const DownloadSwitchesSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const settings: DownloadSettings = {};
    for (const [name, entry] of Object.entries(dataset.value)) {
      if (!KNOWN_SWITCHES.has(name)) continue;
      const parsed = v.safeParse(DownloadSwitchSchema, entry);
      if (!parsed.success) {
        addIssue({ message: `switch ${name} must be { enabled: boolean, value }` });
        return NEVER;
      }
      settings[name as DownloadSwitchName] = parsed.output;
    }
    return settings;
  }),
);

export const AppUpgradeSchema = v.object({
  latestVersion: v.string(),
  mandatory: v.optional(v.boolean(), false),
});

/** `WPSCORE_getDownloadSetting` value. */
export const DownloadSettingValueSchema = v.object({
  settings: DownloadSwitchesSchema,
  appUpgrade: v.optional(v.nullable(AppUpgradeSchema), null),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A bound card or wallet: only what tells one from another is kept (never a full number). */
const BoundAccountSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
    bankName: v.optional(v.nullable(v.string())),
    last4: v.optional(v.nullable(v.string())),
  }),
  v.transform(({ id, bankName, last4 }) => ({
    id: id ?? null,
    bankName: bankName ?? null,
    last4: last4 ?? null,
  })),
);
const AccountListSchema = v.nullish(v.array(BoundAccountSchema), []);

/** `GET /wps/member/depositSummary` value. */
export const DepositSummarySchema = v.object({ totalDepositSuccessCount: count });

/** `GET /wps/member/withdrawSummary` value. */
export const WithdrawSummarySchema = v.object({
  totalWithdrawSuccessCount: count,
  fullBankCardList: AccountListSchema,
  fullVirtualWalletList: AccountListSchema,
  fullEWalletList: AccountListSchema,
});
