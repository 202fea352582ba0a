// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_INFO_KEY as SESSION_KEY } from '../../common/storageKeys';
import { readSession } from '../../lib/session';
import { dismissNotice, getNotices, type Notice } from '../../ui/notices';
import { askToSwitchAccount } from './linkAccountSwitch';

const signedIn = { token: 'mine', id: 7, userName: 'player01', type: 0 };

function memberInfoAnswers(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function question() {
  return getNotices().find(
    (notice): notice is Extract<Notice, { kind: 'alert' }> => notice.kind === 'alert',
  );
}

beforeEach(() => {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(signedIn));
});

afterEach(() => {
  vi.unstubAllGlobals();
  getNotices().forEach((notice) => dismissNotice(notice.id));
  sessionStorage.clear();
});

describe('a link with another account’s token', () => {
  it('asks with both names, asking the server as the link’s token; keeping changes nothing', async () => {
    const fetch = memberInfoAnswers({
      success: true,
      value: { id: 9, account: 'nochat01', type: 4 },
    });
    await askToSwitchAccount('theirs');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer theirs');
    const notice = question();
    expect(notice?.title).toEqual({ key: 'recovery.switch_title' });
    expect(notice?.text).toEqual({
      lines: [
        { key: 'recovery.switch_current', values: { name: 'player01' } },
        { key: 'recovery.switch_link', values: { name: 'nochat01' } },
      ],
    });
    expect(notice?.actions.map((action) => action.label)).toEqual([
      { key: 'recovery.switch_keep' },
      { key: 'recovery.switch_confirm' },
    ]);
    notice?.actions[0]?.onSelect();
    expect(readSession()).toEqual(signedIn);
  });

  it('switching puts the link’s member in the session', async () => {
    memberInfoAnswers({ success: true, value: { id: 9, account: 'nochat01', type: 4 } });
    await askToSwitchAccount('theirs');
    question()?.actions[1]?.onSelect();
    expect(readSession()).toEqual({ token: 'theirs', id: 9, userName: 'nochat01', type: 4 });
  });

  it('asks without the link’s name when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await askToSwitchAccount('theirs');
    expect(question()?.text).toEqual({
      lines: [
        { key: 'recovery.switch_current', values: { name: 'player01' } },
        { key: 'recovery.switch_link_unknown' },
      ],
    });
    expect(readSession()).toEqual(signedIn);
  });

  it('ignores a token the server refuses, without logging the tab out', async () => {
    memberInfoAnswers({ success: false, errorCode: 'user.or.token.invalid', message: 'Invalid' });
    await askToSwitchAccount('expired');
    expect(getNotices()).toEqual([]);
    expect(readSession()).toEqual(signedIn);
  });

  it('takes a fresher token of the same member without asking', async () => {
    memberInfoAnswers({ success: true, value: { id: 7, account: 'player01', type: 0 } });
    await askToSwitchAccount('fresher');
    expect(getNotices()).toEqual([]);
    expect(readSession()).toEqual({ ...signedIn, token: 'fresher' });
  });
});
