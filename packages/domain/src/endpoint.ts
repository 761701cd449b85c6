import { z } from 'zod';
import type { Access } from './access';

// Typed endpoint contracts (docs/architecture.md "Endpoint contracts"): each call's method, path, input and
// answer declared once, here in the domain, with who may call it (`access`, ./access.ts). The server's
// `defineModule` takes a module's contracts and adds only what runs (the input schema validates, the answer schema
// documents the response in OpenAPI, the access is the pipeline's permission step); the web's
// `call(endpoints.X.Y, body)` is typed by the same declaration, so a renamed field fails the type check on both
// sides, and its `useCan(X.api.Y)` offers a control by the same access.

export interface EndpointSpec {
  /** Who may call (./access.ts): the server enforces it, the web offers the call's controls by it. */
  access: Access;
  /** POST by default (the spec's calls); GET takes its input from the query string. */
  method?: 'GET' | 'POST';
  /** Defaults to /api/<Module>/<Action>; `{name}` segments are path parameters. */
  path?: string;
  /** The body (POST) or query string (GET); absent: nothing is read. */
  input?: z.ZodType;
  /** The answer's `body`; absent: an answer not described (raw bytes, or `null`). */
  output?: z.ZodType;
  /** The handler answers itself (an image, a file) instead of the JSON envelope. */
  raw?: boolean;
  summary?: string;
  /** Other paths that answer the same call (a spelling the spec also uses, e.g. /api/document/Query). */
  aliases?: readonly string[];
}

export interface Endpoint<S extends EndpointSpec = EndpointSpec> {
  module: string;
  action: string;
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  input: S['input'];
  output: S['output'];
  raw: boolean;
  summary?: string;
  aliases: readonly string[];
}

export type Endpoints<D extends Record<string, EndpointSpec>> = { [K in keyof D]: Endpoint<D[K]> };

/** What a client sends to an endpoint. */
export type EndpointInput<E extends Endpoint> = E['input'] extends z.ZodType ? z.input<E['input']> : undefined;
/** What the handler receives after validation. */
export type EndpointBody<E extends Endpoint> = E['input'] extends z.ZodType ? z.output<E['input']> : undefined;
/** What the endpoint answers (`body` of the envelope). */
export type EndpointOutput<E extends Endpoint> = E['output'] extends z.ZodType ? z.output<E['output']> : unknown;

/** Declares a module's endpoints. */
export function endpoints<const D extends Record<string, EndpointSpec>>(module: string, specs: D): Endpoints<D> {
  return Object.fromEntries(
    Object.entries(specs).map(([action, spec]) => [
      action,
      {
        module,
        action,
        method: spec.method ?? 'POST',
        path: spec.path ?? `/api/${module}/${action}`,
        access: spec.access,
        input: spec.input,
        output: spec.output,
        raw: spec.raw ?? false,
        summary: spec.summary,
        aliases: spec.aliases ?? [],
      },
    ]),
  ) as Endpoints<D>;
}

/** A refused field of a 400 answer: `message` localized by the server (on the server side a catalogue key). */
export interface FieldError {
  field: string;
  message: string;
  /** Placeholders of the message besides `{field}`, e.g. `{ max: 30 }`. */
  params?: Record<string, string | number>;
}

/** The generic list answer of a row schema. */
export function listOf<R extends z.ZodType>(row: R) {
  return z.object({ items: z.array(row), totalItems: z.number() });
}

/** `{ id }`, the answer of deletions. */
export const IdAnswer = z.object({ id: z.number() });
