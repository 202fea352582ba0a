// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ERROR_CODES } from '../common/pages/pageApi';
import { i18next } from '../i18n';
import { dismissNotice, getNotices } from '../ui/notices';
import { errorKeyOf, handleRequestFailure, reactionsFor } from './errorCatalogue';
import { ServerError } from './errors';

const english = JSON.parse(
  readFileSync(resolve(process.cwd(), 'public/locales/en.json'), 'utf8'),
) as Record<string, unknown>;
/** The last alert's text as the player reads it. */
function shownText() {
  const notice = getNotices().at(-1);
  if (notice?.kind !== 'alert' || !('key' in notice.text)) return undefined;
  return i18next.t(notice.text.key, notice.text.values);
}

const context = { alert: true, handledCodes: [], protocol: 'http:', online: true };

describe('page error codes are translated (docs/pages.md)', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: english } } });
  });
  afterAll(() => getNotices().forEach((notice) => dismissNotice(notice.id)));

  it.each(PAGE_ERROR_CODES)('%s has its own text', (code) => {
    expect(i18next.exists(errorKeyOf(code))).toBe(true);
  });

  it('shows the translation instead of the English server message', () => {
    const error = new ServerError('/wps/member/mall/redeem', 'mall.out_of_stock', 'Out of stock');
    expect(reactionsFor(error, context)).toEqual(['serverMessage']);
    handleRequestFailure(error, {});
    expect(shownText()).toBe('This item is out of stock.');
  });

  it('still shows the server message for a code without a translation', () => {
    handleRequestFailure(new ServerError('/wps/x', 'brand.new.code', 'Something new'), {});
    expect(shownText()).toBe('Something new');
  });
});
