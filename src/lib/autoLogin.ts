/** The auto-login setting (spec §4); `token_ip_different` turns it off (value 0, spec §8). */
const AUTO_LOGIN_KEY = 'MC_AUTO_LOGIN';

export function isAutoLoginOn() {
  try {
    return localStorage.getItem(AUTO_LOGIN_KEY) !== '0';
  } catch {
    return false;
  }
}

export function setAutoLogin(on: boolean) {
  try {
    localStorage.setItem(AUTO_LOGIN_KEY, on ? '1' : '0');
  } catch (error) {
    console.warn('Auto-login setting not saved', error);
  }
}
