import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
type Step = { set: string; value: number | string | readonly string[] } | { remove: string };

/**
 * A header middleware whose headers do not depend on the request (helmet's, with no function directive),
 * run once on a blank answer: what it set and removed is replayed on every answer. helmet builds its CSP
 * header anew on every call (bench/api-load.bench.ts, docs/performance.md); the answer's headers stay the same
 * (security-headers.test.ts compares them).
 */
export function fixedHeaders(middleware: Middleware): (res: ServerResponse) => void {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  const steps: Step[] = [];
  const setHeader = res.setHeader.bind(res);
  const removeHeader = res.removeHeader.bind(res);
  res.setHeader = (name, value) => {
    steps.push({ set: name, value });
    return setHeader(name, value);
  };
  res.removeHeader = (name) => {
    steps.push({ remove: name });
    removeHeader(name);
  };
  let answered = false;
  middleware(req, res, (err) => {
    if (err) throw err;
    answered = true;
  });
  if (!answered) throw new Error('fixedHeaders: the middleware did not call next synchronously');
  return (answer) => {
    for (const step of steps) {
      if ('set' in step) answer.setHeader(step.set, step.value);
      else answer.removeHeader(step.remove);
    }
  };
}
