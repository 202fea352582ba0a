// The line between the players and one server, which tests can cut (the QA kit's `offline.cut()`):
// while it is cut, every request but /__qa loses its connection without a byte, as on a dead
// mobile line, and QA still drives the backend from this machine. The server, its port, scenario,
// sessions and data stay as they were, so a restored line finds the same origin and state.
// In-process only: no request can cut or restore it.
import type { IncomingMessage, RequestListener } from 'node:http';
import { isQaPath } from './qa.ts';
import { parseTarget } from './request.ts';

export interface Line {
  readonly isCut: boolean;
  /** Drops the requests in progress (but /__qa) and every later one until `restore()`. */
  cut(): void;
  restore(): void;
}

const carriesQa = (req: IncomingMessage) => isQaPath(parseTarget(req.url).pathname);

/** `handler` behind a line that can be cut. */
export function behindLine(handler: RequestListener): { handler: RequestListener; line: Line } {
  let isCut = false;
  const inProgress = new Set<IncomingMessage>();
  return {
    handler(req, res) {
      if (isCut && !carriesQa(req)) {
        req.socket.destroy();
        return;
      }
      inProgress.add(req);
      res.once('close', () => inProgress.delete(req));
      handler(req, res);
    },
    line: {
      get isCut() {
        return isCut;
      },
      cut() {
        isCut = true;
        for (const req of inProgress) if (!carriesQa(req)) req.socket.destroy();
      },
      restore() {
        isCut = false;
      },
    },
  };
}
