import { describe, expect, it } from 'vitest';
import { resourceUrl, safeHttpUrl } from './installLinks';

describe('resourceUrl', () => {
  const resources = [
    { resourceType: 'ios', url: ' https://dl.example/a.ipa ' },
    { resourceType: 'MOBILECONFIG', url: '' },
    { resourceType: 'MOBILECONFIG', url: '/downloads/DEMOVN/a.mobileconfig' },
  ];
  it('matches the type case-insensitively and skips empty entries', () => {
    expect(resourceUrl(resources, 'IOS')).toBe('https://dl.example/a.ipa');
    expect(resourceUrl(resources, 'MOBILECONFIG')).toBe('/downloads/DEMOVN/a.mobileconfig');
    expect(resourceUrl(resources, 'Android')).toBeNull();
    expect(resourceUrl(undefined, 'Android')).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it('resolves relative addresses and refuses other schemes', () => {
    expect(safeHttpUrl('/cdn/DEMOVN/icon-192.png', 'https://m.demo.example')?.href).toBe(
      'https://m.demo.example/cdn/DEMOVN/icon-192.png',
    );
    expect(safeHttpUrl('javascript:alert(1)', 'https://m.demo.example')).toBeNull();
    expect(safeHttpUrl('', 'https://m.demo.example')).toBeNull();
  });
});
