import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { CAPTCHA_COOKIE } from './captcha';
import { COMPANY_COOKIE, SESSION_ABSOLUTE_MS, TOKEN_COOKIE } from './sessions';

// The session's cookies: the token (HttpOnly, SameSite=Lax, Secure behind HTTPS) and the current company
// (readable by the client, the web's session hint). Set by sign-in and password change, cleared by sign-out.

export function isSecureRequest(req: FastifyRequest, config: Config): boolean {
  return config.publicOrigin?.startsWith('https://') === true || req.protocol === 'https';
}

/** Sets the session cookie and the company cookie, and drops the captcha cookie. */
export function setSessionCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
  cid: number | null,
) {
  const secure = isSecureRequest(req, config);
  const maxAge = SESSION_ABSOLUTE_MS / 1000;
  reply.setCookie(TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
  setCompanyCookie(req, reply, config, cid);
  reply.clearCookie(CAPTCHA_COOKIE, { path: '/' });
}

/**
 * The readable company cookie, which is also the web's hint that a session exists (it asks User/Info only with
 * it, so a visitor's /login logs no 401): it lives as long as the token cookie.
 */
export function setCompanyCookie(req: FastifyRequest, reply: FastifyReply, config: Config, cid: number | null) {
  const secure = isSecureRequest(req, config);
  reply.setCookie(COMPANY_COOKIE, cid === null ? '' : String(cid), {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(COMPANY_COOKIE, { path: '/' });
}
