import { describe, expect, it } from 'vitest';
import { normalisePath, routeTarget } from './request.ts';

describe('normalisePath', () => {
  it('decodes escaped unreserved characters and upper-cases other escapes', () => {
    expect(normalisePath('/wps/system/%73tatus')).toBe('/wps/system/status');
    expect(normalisePath('/m/%7euser/a%2db%5Fc')).toBe('/m/~user/a-b_c');
    expect(normalisePath('/m/caf%c3%a9%20x')).toBe('/m/caf%C3%A9%20x');
  });

  it('refuses what another server could read as a different path', () => {
    for (const path of [
      '/wps/../x',
      '/wps/%2e%2E/x',
      '/wps/.',
      '/wps/%2fx',
      '/wps/%5Cx',
      '/wps/%00',
      '/wps/%252e%252e/x',
      '/wps\\x',
      '/wps/%x',
      '/wps/#x',
      'wps/x',
    ]) {
      expect(normalisePath(path), path).toBeNull();
    }
  });

  it('keeps dots that are no segment of their own', () => {
    expect(normalisePath('/m/assets/index.3f2a.js')).toBe('/m/assets/index.3f2a.js');
    expect(normalisePath('/m/...')).toBe('/m/...');
  });
});

describe('routeTarget', () => {
  it('cuts an absolute-form target to its path without resolving it', () => {
    expect(routeTarget('http://h/wps/a?b=%2e')).toMatchObject({
      pathname: '/wps/a',
      search: '?b=%2e',
    });
    expect(routeTarget('http://h/wps/../x')).toBeNull();
    expect(routeTarget('http://h')).toMatchObject({ pathname: '/', search: '' });
  });
});
