import type { FastifyRequest } from 'fastify';

// What the request log may hold. Credentials travel in a few query strings (the spec's GET
// /api/User/Query?token=…, the signatures of file links, S3's presigned parameters) and in the Authorization
// and Cookie headers; the log keeps the request's method and path with those values replaced, and no headers.

/** Query parameters whose values are credentials (compared case-insensitively). */
const CREDENTIAL_PARAMS = new Set([
  'token',
  'access_token',
  'sig',
  'signature',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

export const REDACTED = '[REDACTED]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The URL with the values of credential parameters replaced; the rest as it came. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return CREDENTIAL_PARAMS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Pino options of the app's logger: requests without credentials, and no header that carries one. */
export function logOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    // Should anything log a request's or an answer's headers, their credentials are censored.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-captcha-id"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
  };
}
