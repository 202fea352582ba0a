// The development mail gateway: password-reset mails are "sent" by keeping them in memory, per
// server, where QA reads them (GET /__qa/mail), as SMS codes are (server/auth/sms.ts). An address
// gets at most one mail a minute and five an hour; more are dropped without a word, so the
// request call still answers the same.

import { RESET_MAIL_INTERVAL_MS } from '../../src/common/member-api.ts';

export interface SentMail {
  to: string;
  merchantCode: string;
  account: string;
  subject: string;
  text: string;
  /** The reset link the mail carries. */
  link: string;
  /** Epoch ms. */
  sentAt: number;
}

export const MAIL_MIN_INTERVAL_MS = RESET_MAIL_INTERVAL_MS;
export const MAILS_PER_HOUR = 5;

export class MailOutbox {
  #sent: SentMail[] = [];

  /** False when the address had its share of mails already. */
  canSend(to: string, now = Date.now()): boolean {
    const address = to.toLowerCase();
    const recent = this.#sent.filter(
      (mail) => mail.to.toLowerCase() === address && now - mail.sentAt < 3_600_000,
    );
    const last = recent.at(-1);
    return recent.length < MAILS_PER_HOUR && !(last && now - last.sentAt < MAIL_MIN_INTERVAL_MS);
  }

  /** Sends unless the address had its share (then false): ask `canSend` before making a link. */
  send(mail: Omit<SentMail, 'sentAt'>, now = Date.now()): boolean {
    if (!this.canSend(mail.to, now)) return false;
    this.#sent.push({ ...mail, sentAt: now });
    return true;
  }

  list(): SentMail[] {
    return this.#sent.map((mail) => ({ ...mail }));
  }

  reset(): void {
    this.#sent = [];
  }
}
