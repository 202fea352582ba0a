import * as v from 'valibot';
import { AUTO_LOGIN_KEY } from '../common/storageKeys';
import { inspect, storageEntry, UNREADABLE, write } from './storage';

/** The auto-login setting (spec §4); `token_ip_different` turns it off (value 0, spec §8). */
const autoLogin = storageEntry(AUTO_LOGIN_KEY, 'local', v.string());

/** On unless turned off (`0`); off when storage refuses to say. */
export function isAutoLoginOn() {
  const setting = inspect(autoLogin);
  return setting !== '0' && setting !== UNREADABLE;
}

export function setAutoLogin(on: boolean) {
  write(autoLogin, on ? '1' : '0');
}
