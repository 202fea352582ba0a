// /downloads/<MERCHANT>/<file>: the merchants' app files (spec §3 download links), generated so
// the install paths can be followed end to end without an operator's download host. The Android
// package and the iOS app are small placeholder zip archives; the iOS profile is a web clip
// configuration profile for the merchant's /m/home. Only the files the merchant's `resources`
// name are served.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './html.ts';
import { iconPng } from './images/artwork.ts';
import { crc32 } from './images/png.ts';
import { DOWNLOADS_PREFIX } from './merchants/downloads.ts';
import { findMerchant } from './merchants/index.ts';
import type { MerchantFixture } from './merchants/types.ts';
import { sendRevalidatable, sendText } from './respond.ts';
import { clientProto } from './forwarding.ts';
import { ownDomain } from './wps/config.ts';

export type AppFileKind = 'apk' | 'ipa' | 'mobileconfig';

export const APP_FILE_TYPES: Record<AppFileKind, string> = {
  apk: 'application/vnd.android.package-archive',
  ipa: 'application/octet-stream',
  mobileconfig: 'application/x-apple-aspen-config',
};

/**
 * The origin the client reached us on, for links it must follow (the download-image popup only
 * follows absolute links). Behind a trusted TLS proxy (`trustProxy`) its X-Forwarded-Proto makes
 * them https; a client's own claim does not.
 */
export function publicOrigin(req: IncomingMessage): string {
  return `${clientProto(req)}://${ownDomain(req)}`;
}

/** A local app file's path made absolute on `origin`; any other URL is sent as it is. */
export function wireDownloadUrl(url: string, origin: string): string {
  return url.startsWith(`${DOWNLOADS_PREFIX}/`) ? `${origin}${url}` : url;
}

const FILE = /^\/downloads\/([A-Z0-9_-]+)\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.(apk|ipa|mobileconfig))$/;

/** The merchant and file a path names, when the merchant's resources list that path. */
export function appFileFor(
  pathname: string,
): { merchant: MerchantFixture; file: string; kind: AppFileKind } | null {
  const match = FILE.exec(pathname);
  const merchant = findMerchant(match?.[1]);
  if (!match || !merchant || merchant.merchantCode !== match[1]) return null;
  if (!merchant.resources.some((resource) => resource.url === pathname)) return null;
  return { merchant, file: match[2] ?? '', kind: match[3] as AppFileKind };
}

// --- A stored (uncompressed) zip archive, the container of both .apk and .ipa files. ---

/** 2025-01-01 00:00 in MS-DOS form, so the same archive is built every time. */
const DOS_TIME = 0;
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1;

export function zipArchive(entries: { name: string; body: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, body } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(body);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(body.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(body.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function placeholderApp(merchant: MerchantFixture, file: string, kind: 'apk' | 'ipa'): Buffer {
  const note = Buffer.from(
    `${merchant.merchantName} (${merchant.merchantCode}): ${file}\n` +
      'A placeholder of the reference backend, not an installable app.\n',
    'utf8',
  );
  const appName = merchant.merchantCode.toLowerCase();
  const name = kind === 'ipa' ? `Payload/${appName}.app/README.txt` : 'assets/README.txt';
  return zipArchive([{ name, body: note }]);
}

// --- The iOS web clip profile. ---

/** A stable UUID from a name, so a reinstalled profile replaces the earlier one. */
function nameUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ]
    .join('-')
    .toUpperCase();
}

const icons = new Map<string, string>();

/** The home-screen icon, base64: the same 192 px PNG as the manifest's, drawn once. */
function clipIcon(merchant: MerchantFixture): string {
  let icon = icons.get(merchant.merchantCode);
  if (!icon) {
    icon = iconPng(merchant.brand, 192).toString('base64');
    icons.set(merchant.merchantCode, icon);
  }
  return icon;
}

const key = (name: string, value: string) => `<key>${name}</key>${value}`;
const text = (value: string) => `<string>${escapeHtml(value)}</string>`;

/** A configuration profile with one web clip: the merchant's home page, full screen. */
export function webClipProfile(merchant: MerchantFixture, origin: string): string {
  const code = merchant.merchantCode;
  const identifier = `example.storefront.${code.toLowerCase()}`;
  const name = merchant.merchantName;
  const icon = clipIcon(merchant);
  const clip = [
    key('FullScreen', '<true/>'),
    key('Icon', `<data>${icon}</data>`),
    key('IsRemovable', '<true/>'),
    key('Label', text(name)),
    key('PayloadDescription', text(`Adds ${name} to the Home Screen`)),
    key('PayloadDisplayName', text(name)),
    key('PayloadIdentifier', text(`${identifier}.webclip`)),
    key('PayloadType', text('com.apple.webClip.managed')),
    key('PayloadUUID', text(nameUuid(`${identifier}.webclip`))),
    key('PayloadVersion', '<integer>1</integer>'),
    key('Precomposed', '<true/>'),
    key('URL', text(`${origin}/m/home`)),
  ];
  const profile = [
    key('PayloadContent', `<array><dict>${clip.join('')}</dict></array>`),
    key('PayloadDescription', text(`${name} on your Home Screen`)),
    key('PayloadDisplayName', text(name)),
    key('PayloadIdentifier', text(identifier)),
    key('PayloadOrganization', text(name)),
    key('PayloadRemovalDisallowed', '<false/>'),
    key('PayloadType', text('Configuration')),
    key('PayloadUUID', text(nameUuid(identifier))),
    key('PayloadVersion', '<integer>1</integer>'),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" ' +
    '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n' +
    `<plist version="1.0">\n<dict>${profile.join('')}</dict>\n</plist>\n`
  );
}

/** The archives, built once per file (the resources list a handful). */
const archives = new Map<string, Buffer>();

function fileBody(req: IncomingMessage, found: NonNullable<ReturnType<typeof appFileFor>>) {
  const { merchant, file, kind } = found;
  // The profile names this server's address, so it is built for each request's Host.
  if (kind === 'mobileconfig') return Buffer.from(webClipProfile(merchant, publicOrigin(req)));
  const cacheKey = `${merchant.merchantCode}/${file}`;
  let body = archives.get(cacheKey);
  if (!body) {
    body = placeholderApp(merchant, file, kind);
    archives.set(cacheKey, body);
  }
  return body;
}

export function handleDownload(req: IncomingMessage, res: ServerResponse, pathname: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const found = appFileFor(pathname);
  if (!found) {
    sendText(req, res, 404, 'Not found');
    return;
  }
  const { file, kind } = found;
  sendRevalidatable(req, res, {
    type: APP_FILE_TYPES[kind],
    body: fileBody(req, found),
    cacheControl: 'no-cache',
    headers: {
      'Content-Disposition': `attachment; filename="${file}"`,
      ...(kind === 'mobileconfig' ? { Vary: 'Host, X-Forwarded-Proto' } : {}),
    },
  });
}
