import type { Endpoint, SampleIds, SampleRequest } from '../platform/http/module';

// How the route-table tests (security matrix, rights) turn an endpoint's `sample` into a request.

export const label = (ep: Endpoint) => `${ep.method} ${ep.path} (${ep.module}/${ep.action})`;

/** The fixture's ids; a sample reading a key the fixture does not provide fails loudly instead of sending undefined. */
export function strict(values: SampleIds): SampleIds {
  return new Proxy(values, {
    get(target, key) {
      if (typeof key === 'string' && !Object.hasOwn(target, key)) {
        throw new Error(`sample reads ids.${key}, which test/matrix-fixture.ts does not provide`);
      }
      return Reflect.get(target, key);
    },
  });
}

export interface Request {
  url: string;
  body?: unknown;
  query?: Record<string, string>;
}

export function requestOf(ep: Endpoint, ids: SampleIds): Request {
  const sample: SampleRequest = ep.def.sample ? ep.def.sample(ids) : {};
  const params = sample.params ?? {};
  const url = ep.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(String(Object.hasOwn(params, name) ? params[name] : ids.user)),
  );
  if (ep.method === 'POST') return { url, body: sample.body ?? {} };
  const query: Record<string, string> = {};
  if (sample.body !== undefined) {
    if (typeof sample.body !== 'object' || sample.body === null || Array.isArray(sample.body)) {
      throw new Error(`${label(ep)}: the sample body of a GET endpoint must be an object (the query string)`);
    }
    for (const [key, value] of Object.entries(sample.body)) {
      if (value === undefined || value === null) continue;
      query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
  return { url, query };
}
