// /captcha: the development captcha's script (GET /captcha/gt.js) and its "solve" call
// (POST /captcha/verify). The QA field `captchaScript` makes the script missing or slow, for the
// storefront's loader errors (spec §8: 60204, 60205).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QaScenario } from '../../src/common/qaScenario.ts';
import { readBody } from '../request.ts';
import { send, sendJson, sendText } from '../respond.ts';
import { CAPTCHA_SCRIPT } from './captcha-script.ts';
import type { DevCaptcha } from './captcha.ts';

export const CAPTCHA_SCRIPT_PATH = '/captcha/gt.js';
const VERIFY_PATH = '/captcha/verify';

export interface CaptchaAssetDeps {
  captcha: DevCaptcha;
  scenario: () => QaScenario;
  /** Aborted when the server closes, so a slow script does not hold it open. */
  signal: AbortSignal;
}

async function serveScript(req: IncomingMessage, res: ServerResponse, deps: CaptchaAssetDeps) {
  const { captchaScript, captchaScriptDelayMs } = deps.scenario();
  if (captchaScript === 'missing') return sendText(req, res, 404, 'Not found');
  if (captchaScript === 'slow') {
    try {
      await sleep(captchaScriptDelayMs, undefined, { signal: deps.signal });
    } catch {
      req.socket.destroy();
      return;
    }
  }
  send(req, res, {
    type: 'application/javascript; charset=utf-8',
    body: CAPTCHA_SCRIPT,
    headers: { 'Cache-Control': 'no-cache' },
  });
}

async function solve(req: IncomingMessage, res: ServerResponse, deps: CaptchaAssetDeps) {
  const reply = (status: number, value: unknown) =>
    sendJson(req, res, value, { status, cacheControl: 'no-store' });
  let input: Record<string, unknown>;
  try {
    input = JSON.parse((await readBody(req, 4096)).toString('utf8')) as Record<string, unknown>;
  } catch {
    return reply(400, { code: 60400, error: 'The body must be JSON' });
  }
  if (input?.['version'] === 4 && typeof input['captchaId'] === 'string' && input['captchaId']) {
    return reply(200, deps.captcha.solveV4(input['captchaId']));
  }
  const { gt, challenge } = input ?? {};
  const solved =
    typeof gt === 'string' && typeof challenge === 'string'
      ? deps.captcha.solveV3(gt, challenge)
      : null;
  if (!solved) return reply(400, { code: 60401, error: 'Unknown or expired challenge' });
  return reply(200, solved);
}

export async function handleCaptchaAsset(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  deps: CaptchaAssetDeps,
): Promise<void> {
  if (pathname === CAPTCHA_SCRIPT_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
    return serveScript(req, res, deps);
  }
  if (pathname === VERIFY_PATH && req.method === 'POST') return solve(req, res, deps);
  return sendText(req, res, 404, 'Not found');
}
