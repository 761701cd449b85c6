import { type Lang, translate } from '@hangar/domain/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { localizeErrors } from './validate';

// Error answers: { ret: 1, code, msg, errors?, ... }. 5xx never carry internals, only the request id.

export function sendError(req: FastifyRequest, reply: FastifyReply, lang: Lang, err: unknown): FastifyReply {
  if (err instanceof AppError) {
    const payload: Record<string, unknown> = {
      ret: 1,
      code: err.code,
      msg: translate(lang, err.key, err.params),
      ...err.extra,
    };
    if (err.errors) payload.errors = localizeErrors(lang, err.errors);
    return sendStatus(reply, err.status, payload);
  }
  req.log.error({ err }, 'unexpected error');
  return sendStatus(reply, 500, {
    ret: 1,
    code: 'INTERNAL',
    msg: translate(lang, 'error.internal', { requestId: req.id }),
    requestId: req.id,
  });
}

/** Fastify refuses statuses above 599; the spec's business-rule status 601 is set on the raw response. */
export function sendStatus(reply: FastifyReply, status: number, payload: unknown): FastifyReply {
  if (status > 599) reply.raw.statusCode = status;
  else reply.code(status);
  return reply.type('application/json; charset=utf-8').send(payload);
}
