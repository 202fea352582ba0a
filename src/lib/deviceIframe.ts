import { acceptDeviceIdFrom } from './deviceId';

let started = false;

/**
 * Loads the deployment's device page (spec §3) in a hidden, sandboxed frame and accepts the device
 * id it posts, from its origin only. Anything but an http(s) address is ignored.
 */
export function startDeviceIframe(address: string | undefined) {
  if (started || !address) return;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
  started = true;
  acceptDeviceIdFrom(url.origin);
  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.hidden = true;
  frame.title = 'device';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  frame.referrerPolicy = 'no-referrer';
  document.body.append(frame);
}
