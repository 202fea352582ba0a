// The shape of a demo merchant fixture. Wire shapes (docs/api.md) are built from it in
// `server/wps/`; fields marked "not on the wire" only feed the demo images and pages.
import type { SocialChannel } from '../idp/channels.ts';

export type LinkageType = 'P' | 'URL' | 'G';
export type BannerGroup = 'm_home' | 'm_popup1' | 'm_popup2';
export type CsType = 'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP';
export type ResourceType = 'Android' | 'IOS' | 'MOBILECONFIG' | 'AppDownloadIcon';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export interface CountrySettings extends Country {
  /** The default country comes first. */
  countries: Country[];
  currency: string;
  currencySymbol: string;
  currencyPosition: 'BEFORE' | 'AFTER';
}

export interface MobileTemplate {
  code: string;
  parameters: {
    image_logo: string;
    apple_touch_icon: string;
    app_desc: string;
    desktop_app_feature: string;
    primary_color: string;
    /** JSON string: { title, shortName, icons: { 192, 256, 384, 512 } }. */
    pwa: string;
  };
}

/** The decoded `pwa` template parameter. */
export interface PwaParameter {
  title: string;
  shortName: string;
  icons: Record<'192' | '256' | '384' | '512', string>;
}

export interface Banner {
  id: number;
  groupName: BannerGroup;
  /** Image number n of `/cdn/<merchant>/banner-<n>.svg`. */
  image: number;
  title: string;
  /** Second line drawn on the generated image (not on the wire). */
  caption: string;
  linkageType: LinkageType;
  linkage: string;
  roomId: string | null;
  nodeId: string | null;
  gameType: string | null;
  vendor: string | null;
}

export interface MarqueeAnnouncement {
  id: number;
  title: string;
  /** Plain text. */
  content: string;
}

export interface PopupAnnouncement {
  id: number;
  title: string;
  /** HTML; the client sanitises it. */
  content: string;
  promotionType: string;
  /** A: logged-in members, B: visitors, F: first login. */
  execution: 'A' | 'B' | 'F';
  /** All slides must be paged before closing (our wire extension, docs/announcements.md). */
  forceRead?: boolean;
  /** Matched against the `category` query (not on the wire). */
  category: string;
}

export interface CustomerServiceEntry {
  title: string;
  /** Plain target; encrypted with `key` when the status answer is built. */
  target: string;
  /** The 8-character passphrase appended to the encrypted path. */
  key: string;
  csType: CsType;
  csPosition: string;
  labelIds: number[];
}

export interface Resource {
  resourceType: ResourceType;
  url: string;
}

/** Texts of the local demo customer-service page `/cs/<merchant>/<n>`. */
export interface CsPageTexts {
  lang: string;
  heading: string;
  intro: string;
  notice: string;
  back: string;
}

/**
 * A person the development identity provider can sign in as (not on the wire; docs/qa.md lists
 * them). Subjects differ per merchant, as they would between two operators' Firebase projects.
 */
export interface DevIdentity {
  channel: SocialChannel;
  /** The provider's id of the person: the token's `sub`, what a binding is kept by. */
  subject: string;
  email: string;
  name: string;
  /** The seeded account this identity is bound to, or null when it must register first. */
  boundTo: string | null;
}

export interface Brand {
  primary: string;
  secondary: string;
  accent: string;
  /** Drawn on the generated logo. */
  logoText: string;
}

export interface MerchantFixture {
  merchantCode: string;
  merchantName: string;
  defaultLanguage: string;
  brand: Brand;
  mobileTemplate: MobileTemplate;
  country: CountrySettings;
  whitelabel: string[];
  whitelabelVal: Record<string, string>;
  customerService: CustomerServiceEntry[];
  resources: Resource[];
  banners: Banner[];
  marquee: MarqueeAnnouncement[];
  popups: PopupAnnouncement[];
  csPage: CsPageTexts;
  devIdentities: DevIdentity[];
}

/** Builds the `pwa` template parameter the way an operator's back office stores it. */
export function pwaParameter(merchantCode: string, title: string, shortName: string): string {
  const icon = (size: number) => `/cdn/${merchantCode}/icon-${size}.png`;
  const value: PwaParameter = {
    title,
    shortName,
    icons: { '192': icon(192), '256': icon(256), '384': icon(384), '512': icon(512) },
  };
  return JSON.stringify(value);
}
