/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { Access } from '../access';
import { grantables } from '../catalogue';
import type { Endpoint } from '../endpoint';

// Every key an endpoint's access names is a declared screen (identities/), and every function it asks for is one
// that screen grants: a typo or a module left out of the catalogue would otherwise refuse everyone but
// administrators without a word.

const contractFiles = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

function endpointsOf(value: unknown, out = new Set<Endpoint>(), depth = 0): Set<Endpoint> {
  if (!value || typeof value !== 'object' || depth > 4) return out;
  const e = value as Partial<Endpoint>;
  if (typeof e.module === 'string' && typeof e.action === 'string' && 'access' in e) out.add(e as Endpoint);
  else for (const v of Object.values(value)) endpointsOf(v, out, depth + 1);
  return out;
}

/** (key, function?) pairs an access names. */
function pairsOf(access: Access): [string, string | undefined][] {
  if (typeof access !== 'object') return [];
  if ('allow' in access) return [[access.allow[0], access.allow[1]]];
  if ('anyOf' in access) return access.anyOf.map(([k, fn]) => [k, fn]);
  if ('view' in access) return [[access.view, undefined]];
  return access.anyView.map((k) => [k, undefined]);
}

export function unknownKeys(endpoints: readonly Endpoint[]): string[] {
  const byKey = new Map(grantables.map((g) => [g.key, g]));
  const out = new Set<string>();
  for (const e of endpoints) {
    for (const [key, fn] of pairsOf((e as Endpoint & { access: Access }).access)) {
      const g = byKey.get(key);
      if (!g) out.add(`${e.module}/${e.action}: no screen ${key}`);
      else if (fn && !g.functions.includes(fn as never)) out.add(`${e.module}/${e.action}: ${key} grants no ${fn}`);
    }
  }
  return [...out];
}

describe('the keys the endpoints’ access names', () => {
  const all = [...endpointsOf(Object.values(contractFiles))];

  it('are declared screens with the functions asked for', () => {
    expect(all.length).toBeGreaterThan(150);
    expect(unknownKeys(all)).toEqual([]);
  });

  it('catch a planted unknown screen and a function the screen does not grant', () => {
    const planted = [
      { module: 'X', action: 'A', access: { view: 'nowhere' } },
      { module: 'X', action: 'B', access: { allow: ['organize-log', 'Delete'] } },
    ] as unknown as Endpoint[];
    expect(unknownKeys(planted)).toEqual(['X/A: no screen nowhere', 'X/B: organize-log grants no Delete']);
  });
});
