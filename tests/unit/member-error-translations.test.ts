import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorKeyOf } from '../../src/api/errorCatalogue';
import { MEMBER_ERROR_CODES } from '../../src/common/member-api';

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../public/locales/en.json'), 'utf8'),
) as { errors: Record<string, string> };

describe('the member area’s error codes', () => {
  it('each have a translation where the error catalogue looks for it', () => {
    const missing = MEMBER_ERROR_CODES.filter(
      (code) => !english.errors[errorKeyOf(code).slice('errors.'.length)],
    );
    expect(missing).toEqual([]);
  });

  it('never share a key', () => {
    expect(new Set(MEMBER_ERROR_CODES.map(errorKeyOf)).size).toBe(MEMBER_ERROR_CODES.length);
  });
});
