import { DEMO_PASSWORD, expect, storedSession, strings, test } from '../index.ts';

// Field problem: a player taps Log in and the line dies before the answer comes back. The page
// must say the network failed and keep no half-made session; once the line is back, the same tap
// logs in, and the login reaches the tracking collector once.
test.use({ locale: 'en-US' });
const en = strings('en');

test('the line dies during the login call: a network error, no session; back online it works', async ({
  page,
  scenario,
  line,
  ledger,
  clock,
}) => {
  await page.goto('/m/login');
  await page.getByLabel(en('auth.username')).fill('player01');
  await page.getByLabel(en('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  // The login call waits at the server, as on a slow line, so the line can die while it is out.
  await scenario.set({ latencyMs: 30_000, paths: ['/wps/session/login'] });
  const loginButton = page.getByRole('button', { name: en('auth.login_submit') });
  const loginSent = page.waitForRequest('**/wps/session/login');
  await loginButton.click();
  await loginSent;

  await line.cut();
  const failure = page.getByRole('alertdialog');
  await expect(failure).toContainText('Network Error');
  expect(await storedSession(page)).toBeNull();

  await scenario.set({ latencyMs: 0 });
  await line.restore();
  await failure.getByRole('button', { name: en('app.confirm') }).click();
  // A second tap within 500 ms of the first is ignored (spec §4): the player's is later.
  await clock.pastLoginDebounce();
  await loginButton.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'player01' });
  await ledger.expectExactlyOnce('login', 1);
});
