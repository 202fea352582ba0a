// One log line per request. Secrets never reach the log: `token`/`tokens` query values are
// redacted (also inside an encoded URL carried in another parameter), and no header is logged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from './forwarding.ts';

export type LogSink = (line: string) => void;

const SECRET_PARAM = /((?:^|[?&;]|%3F|%26)tokens?(?:=|%3D))(.*?)(?=&|%26|#|$)/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[redacted]');
}

export interface LogFields {
  time: Date;
  method: string;
  url: string;
  /** The status sent, or null when the connection ended without an answer. */
  status: number | null;
  ms: number;
  address: string;
}

export function formatLogLine(fields: LogFields): string {
  const status = fields.status === null ? 'no-response' : String(fields.status);
  return [
    fields.time.toISOString(),
    fields.address || '-',
    fields.method,
    redactUrl(fields.url),
    status,
    `${fields.ms}ms`,
  ].join(' ');
}

/** Writes the request's line once the response is finished or the connection is gone. */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, sink: LogSink): void {
  const started = performance.now();
  const time = new Date();
  res.once('close', () => {
    sink(
      formatLogLine({
        time,
        method: req.method ?? '-',
        url: req.url ?? '/',
        status: res.headersSent ? res.statusCode : null,
        ms: Math.round(performance.now() - started),
        address: clientAddress(req),
      }),
    );
  });
}
