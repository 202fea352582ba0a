import { describe, expect, it } from 'vitest';
import { serveOptionsFromEnv } from './env-options.ts';

describe('npm run serve options', () => {
  it('leaves QA mode, the host and the proxy trust to the server when unset', () => {
    expect(serveOptionsFromEnv({})).toEqual({ port: 8080, merchant: 'DEMOVN' });
  });

  it('switches QA mode on or off only on an explicit STOREFRONT_QA', () => {
    const upstream = { WPS_UPSTREAM: 'https://operator.example' };
    expect(serveOptionsFromEnv(upstream).qa).toBeUndefined();
    expect(serveOptionsFromEnv({ ...upstream, STOREFRONT_QA: '1' }).qa).toBe(true);
    expect(serveOptionsFromEnv({ STOREFRONT_QA: '0' }).qa).toBe(false);
    expect(() => serveOptionsFromEnv({ STOREFRONT_QA: 'yes' })).toThrow(/STOREFRONT_QA/);
  });

  it('reads HOST, TRUST_PROXY and PUBLIC_HOST', () => {
    expect(
      serveOptionsFromEnv({ HOST: '0.0.0.0', TRUST_PROXY: '1', PUBLIC_HOST: 'm.operator.example' }),
    ).toMatchObject({ host: '0.0.0.0', trustProxy: true, publicHost: 'm.operator.example' });
  });
});
