/** Why a call failed, as the error catalogue (spec §8) needs to tell the cases apart. */

/** No HTTP answer at all: offline, DNS, CORS, a dropped connection or the timeout. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly url: string,
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(timedOut ? `Timed out: ${url}` : `No response: ${url}`, options);
  }
}

/** An HTTP answer outside 2xx; `serverMessage` is the envelope's message when it had one. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly url: string,
    readonly status: number,
    readonly serverMessage?: string,
    readonly errorCode?: string,
  ) {
    super(`HTTP ${status}: ${url}`);
  }
}

/** The server answered `success: false`; `value` carries details (e.g. the second factors). */
export class ServerError extends Error {
  override readonly name = 'ServerError';
  constructor(
    readonly url: string,
    readonly errorCode: string | undefined,
    readonly serverMessage: string | undefined,
    readonly value?: unknown,
  ) {
    super(`${errorCode ?? 'server error'}: ${url}`);
  }
}

/** The answer did not have the shape we accept; nothing was written. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(
    readonly resource: string,
    readonly problems: string[],
  ) {
    super(`Invalid ${resource} response: ${problems.join('; ')}`);
  }
}

/** Encrypting a post failed; nothing was sent (fail closed). The message is safe to show. */
export class EncryptionError extends Error {
  override readonly name = 'EncryptionError';
}
