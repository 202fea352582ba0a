import * as v from 'valibot';
import { isWebOrSitePath } from './webAddress';

/**
 * The shapes the storefront accepts from the site's /wps calls (docs/api.md): the envelope, the RSA
 * key, the status, banners and marquee, countries, the member's info and rank progress. Everything the
 * server says passes through one of these (or the other src/common/*Schemas.ts) before it reaches
 * a table; unknown extra fields are dropped. The reference backend's answers are checked against
 * them (server/contract.test.ts).
 */

const optionalString = v.optional(v.nullable(v.string()));
const stringOrNumber = v.union([v.string(), v.number()]);

export const EnvelopeSchema = v.object({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: optionalString,
  errorCode: optionalString,
});
export type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/** Spec §7 `GET /wps/session/key/rsa`: the key encrypted posts are sealed with. */
export const RsaKeySchema = v.object({
  publicKey: v.pipe(v.string(), v.startsWith('-----BEGIN PUBLIC KEY-----')),
  keyId: v.pipe(v.string(), v.minLength(1)),
});

export const CustomerServiceEntrySchema = v.object({
  title: optionalString,
  path: v.string(),
  csType: optionalString,
  csPosition: v.optional(v.nullable(stringOrNumber)),
  labelIds: v.optional(v.array(stringOrNumber), []),
});
export type CustomerServiceEntry = v.InferOutput<typeof CustomerServiceEntrySchema>;

const PwaParameterSchema = v.object({
  title: optionalString,
  shortName: optionalString,
  icons: v.optional(v.record(v.string(), v.string()), {}),
});

/** The template's `pwa` parameter is JSON inside a string; a broken one is treated as absent. */
const PwaParameter = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((text) => {
    if (!text) return null;
    try {
      const parsed = v.safeParse(PwaParameterSchema, JSON.parse(text));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  }),
);

export const MobileTemplateSchema = v.object({
  code: optionalString,
  parameters: v.optional(
    v.object({
      image_logo: optionalString,
      apple_touch_icon: optionalString,
      app_desc: optionalString,
      desktop_app_feature: optionalString,
      primary_color: v.optional(v.nullable(v.pipe(v.string(), v.hexColor()))),
      pwa: PwaParameter,
    }),
    {},
  ),
});
export type MobileTemplate = v.InferOutput<typeof MobileTemplateSchema>;

export const SiteInfoSchema = v.object({
  merchantCode: v.pipe(v.string(), v.minLength(1)),
  merchantName: optionalString,
  defaultLanguage: optionalString,
  mainDomain: optionalString,
  imageCDNs: v.optional(v.array(v.string()), []),
  customerService: v.optional(v.array(CustomerServiceEntrySchema), []),
  domainRoute: v.optional(v.array(v.object({ domainName: v.string() })), []),
  /**
   * Deployment paths: `captchaScripts`, the captcha provider's script URLs in order;
   * `deviceIframe`, a page that may hand over the device id by postMessage.
   */
  paths: v.optional(
    v.object({
      captchaScripts: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
      deviceIframe: v.optional(v.pipe(v.string(), v.url())),
      googleIdentityScript: v.optional(v.pipe(v.string(), v.minLength(1))),
    }),
    {},
  ),
  mobileTemplate: v.optional(v.nullable(MobileTemplateSchema)),
  /** Captcha switches: `enabled` is the general one; `login`, `sms`, `register` per scenario. */
  register: v.optional(
    v.object({
      captcha: v.optional(
        v.object({
          enabled: v.boolean(),
          login: v.optional(v.boolean()),
          sms: v.optional(v.boolean()),
          register: v.optional(v.boolean()),
        }),
      ),
    }),
  ),
  resources: v.optional(v.array(v.object({ resourceType: v.string(), url: v.string() })), []),
  whitelabel: v.optional(v.array(v.string()), []),
  whitelabelVal: v.optional(v.record(v.string(), v.nullable(stringOrNumber)), {}),
  /** Spec §3 SMS provider configuration; `identityProvider: 'dev'` is the reference backend's. */
  sms: v.optional(
    v.object({
      firebase: v.optional(v.boolean()),
      apiKey: optionalString,
      appId: optionalString,
      authDomain: optionalString,
      projectId: optionalString,
      messagingSenderId: optionalString,
      googleWebClientId: optionalString,
      identityProvider: optionalString,
    }),
  ),
  gw: v.optional(
    v.object({
      GEETEST_ID: optionalString,
      GEETEST_VERSION: v.optional(v.string(), 'v3'),
      PROFILE_ICON_COUNT: v.optional(v.number(), 9),
    }),
  ),
});
export type SiteInfo = v.InferOutput<typeof SiteInfoSchema>;

export const SiteStatusSchema = v.object({
  info: SiteInfoSchema,
  location: v.optional(v.object({ ip: optionalString }), {}),
  test: v.optional(v.boolean(), false),
  maintenance: v.optional(v.boolean(), false),
  maintenanceEnd: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
  maintenanceMessage: v.optional(v.nullable(v.string()), null),
  regionRestriction: v.optional(v.boolean(), false),
});
export type SiteStatus = v.InferOutput<typeof SiteStatusSchema>;

export const BannerSchema = v.object({
  id: stringOrNumber,
  groupName: v.string(),
  url: v.string(),
  title: optionalString,
  linkageType: v.optional(v.nullable(v.picklist(['P', 'URL', 'G']))),
  linkage: optionalString,
  roomId: v.optional(v.nullable(stringOrNumber)),
  nodeId: v.optional(v.nullable(stringOrNumber)),
  gameType: optionalString,
  vendor: optionalString,
  /** Ours (spec §5 "or in the same window when told to"): `_self` opens an outside link here. */
  target: v.optional(v.nullable(v.picklist(['_self', '_blank']))),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** A banner's addresses: its image, and the link of a URL banner. */
function hasSafeAddresses(banner: Banner) {
  if (!isWebOrSitePath(banner.url)) return false;
  return banner.linkageType !== 'URL' || !banner.linkage?.trim() || isWebOrSitePath(banner.linkage);
}

/**
 * The list must have the shape of banners (or the whole answer is refused); a banner whose image
 * or link is not an http(s) address or a path on this site (`javascript:`, `data:`, …) is
 * dropped with a warning, and the others still show.
 */
export const BannerListSchema = v.pipe(
  v.array(BannerSchema),
  v.transform((banners) =>
    banners.filter((banner) => {
      if (hasSafeAddresses(banner)) return true;
      console.warn('Banner dropped: its address is not http(s) or a path on this site', banner.id);
      return false;
    }),
  ),
);

export const MarqueeAnnouncementSchema = v.object({
  id: stringOrNumber,
  title: optionalString,
  content: v.string(),
});
export type MarqueeAnnouncement = v.InferOutput<typeof MarqueeAnnouncementSchema>;
export const MarqueeListSchema = v.array(MarqueeAnnouncementSchema);

export const CountrySettingsSchema = v.object({
  countryCode: v.string(),
  countryDialingCode: v.string(),
  countries: v.array(v.object({ countryCode: v.string(), countryDialingCode: v.string() })),
  currencySymbol: optionalString,
  currency: optionalString,
  currencyPosition: optionalString,
});
export type CountrySettings = v.InferOutput<typeof CountrySettingsSchema>;

/** Spec §3 member info. */
export const MemberInfoSchema = v.object({
  id: stringOrNumber,
  account: v.string(),
  type: v.number(),
  regDate: v.optional(v.nullable(v.string())),
  language: v.optional(v.nullable(v.string())),
  clubLabel: v.optional(
    v.nullable(
      v.object({
        labelName: v.string(),
        labelId: stringOrNumber,
        type: v.optional(v.nullable(v.string())),
        rankLevel: v.optional(v.nullable(v.number())),
      }),
    ),
  ),
});

export const RankProgressSchema = v.object({
  currentProgress: v.optional(v.nullable(v.number())),
  playerRankProgress: v.optional(
    v.nullable(
      v.object({
        completedConditions: v.number(),
        totalExpectedConditions: v.number(),
        labelId: v.optional(v.nullable(stringOrNumber)),
      }),
    ),
  ),
});
