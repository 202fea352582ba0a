import { describe, expect, it, vi } from 'vitest';
import { checkAssets, rememberInstalled, type AssetCheckDeps } from './assetHashes';

const APP = '/m/asset-manifest.json';
const COMPANION = '/mobile/mc/asset-manifest.json';

/** Manifests served as given (null: 404 or unreadable), a stored value, and what happened. */
function worker(manifests: Record<string, string | null>, options: { updateFails?: boolean } = {}) {
  const state = { stored: null as string | null, updates: 0, announced: 0 };
  const deps: AssetCheckDeps = {
    readManifest: (url) => Promise.resolve(manifests[url] ?? null),
    hash: (text) => Promise.resolve(`hash(${text})`),
    loadStored: () => Promise.resolve(state.stored),
    store: (value) => {
      state.stored = value;
      return Promise.resolve();
    },
    update: () => {
      state.updates++;
      return options.updateFails ? Promise.reject(new TypeError('offline')) : Promise.resolve();
    },
    announce: () => {
      state.announced++;
      return Promise.resolve();
    },
  };
  return { deps, state, manifests };
}

vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('the asset-hash check', () => {
  it('announces nothing until a manifest changes, then updates and announces once', async () => {
    const { deps, state, manifests } = worker({ [APP]: 'a1', [COMPANION]: 'c1' });
    await rememberInstalled(deps);
    expect(await checkAssets(deps)).toBe(false);
    manifests[COMPANION] = 'c2';
    expect(await checkAssets(deps)).toBe(true);
    expect(state).toMatchObject({ updates: 1, announced: 1 });
    expect(await checkAssets(deps)).toBe(false);
  });

  it('keeps the old hash when the update check fails, so the next check tries again', async () => {
    const failing = worker({ [APP]: 'a1', [COMPANION]: 'c1' }, { updateFails: true });
    await rememberInstalled(failing.deps);
    const before = failing.state.stored;
    failing.manifests[APP] = 'a2';
    expect(await checkAssets(failing.deps)).toBe(false);
    expect(failing.state).toMatchObject({ stored: before, updates: 1, announced: 0 });

    // The network is back: the same change is found again and announced.
    const working = worker(failing.manifests);
    working.state.stored = failing.state.stored;
    expect(await checkAssets(working.deps)).toBe(true);
    expect(working.state).toMatchObject({ updates: 1, announced: 1 });
  });

  it.each([APP, COMPANION])(
    'works on the other manifest alone while %s is missing',
    async (gone) => {
      const other = gone === APP ? COMPANION : APP;
      const { deps, state, manifests } = worker({ [APP]: 'a1', [COMPANION]: 'c1' });
      await rememberInstalled(deps);
      manifests[gone] = null;
      // Missing is not a change: no update for a 404 during a deploy.
      expect(await checkAssets(deps)).toBe(false);
      manifests[other] = 'changed';
      expect(await checkAssets(deps)).toBe(true);
      expect(state).toMatchObject({ updates: 1, announced: 1 });
      // Back, unchanged: still no update.
      manifests[gone] = gone === APP ? 'a1' : 'c1';
      expect(await checkAssets(deps)).toBe(false);
    },
  );

  it('with both manifests missing: no update, no error, and the stored hashes stay', async () => {
    const { deps, state, manifests } = worker({ [APP]: 'a1', [COMPANION]: 'c1' });
    await rememberInstalled(deps);
    const before = state.stored;
    manifests[APP] = null;
    manifests[COMPANION] = null;
    for (let check = 0; check < 3; check++) {
      await expect(checkAssets(deps)).resolves.toBe(false);
    }
    expect(state).toMatchObject({ stored: before, updates: 0, announced: 0 });
  });

  it('a manifest missing at install is compared from the first time it is read', async () => {
    const { deps, state, manifests } = worker({ [APP]: 'a1', [COMPANION]: null });
    await rememberInstalled(deps);
    manifests[COMPANION] = 'c1';
    expect(await checkAssets(deps)).toBe(false);
    manifests[COMPANION] = 'c2';
    expect(await checkAssets(deps)).toBe(true);
    expect(state.announced).toBe(1);
  });

  it("takes an older version's single stored hash as nothing stored: no false announcement", async () => {
    const { deps, state } = worker({ [APP]: 'a1', [COMPANION]: 'c1' });
    state.stored = 'f00dfeedf00dfeed';
    expect(await checkAssets(deps)).toBe(false);
    expect(await checkAssets(deps)).toBe(false);
    expect(state.announced).toBe(0);
  });
});
