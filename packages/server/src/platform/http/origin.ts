import type { FastifyRequest } from 'fastify';

// Where a browser request comes from. The app's origin is PUBLIC_ORIGIN, or, when that is unset, the request's
// own host (the browser addressed the app by it). The /ws handshake requires an Origin that is the app's
// (realtime.ts); state-changing calls refuse one that is not (app.ts), while callers that send no Origin and no
// Sec-Fetch-Site (curl, API clients with a Bearer token, tests through app.inject) are not browsers on another
// site and pass.

/** Whether an Origin header names the app's own origin. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicOrigin: string | undefined,
): boolean {
  if (!origin) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
  if (publicOrigin) return from.origin === new URL(publicOrigin).origin;
  return host !== undefined && from.host === host.toLowerCase();
}

/** Methods that may change something: checked for their origin. */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request was sent by a page of another origin: an Origin header that is not the app's, or a
 * browser's `Sec-Fetch-Site` of `cross-site` or `same-site` (another origin of the same site, e.g. another
 * port or subdomain: the sign-out by an auto-submitted form of issue 28 came from one).
 */
export function fromOtherOrigin(req: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && !originAllowed(origin, req.host, publicOrigin)) return true;
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
