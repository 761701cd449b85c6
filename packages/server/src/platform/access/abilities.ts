import type { Abilities, Refusal } from '@hangar/domain/abilities';
import type { Endpoint } from '@hangar/domain/endpoint';
import type { MessageParams } from '@hangar/domain/messages';
import type { Fn } from '@hangar/domain/permissions';
import { rule } from '../http/errors';
import { type AccessScope, can } from './scope';

// Row abilities (docs/architecture.md "Row abilities"): each list and answer row of a module with row rules
// carries `abilities`, what the caller may do with that row. An ability is the caller's grants for the endpoint
// it gates AND the row's rule — the same rule function (answering a Refusal) that the write calls through
// `refuseIf` before it changes anything, so the screens are offered exactly what the server then allows.
//
// The grant part is declared here per ability as the endpoint and the [view, function] pairs its route table's
// access accepts (`abilities.test.ts` checks them against the route tables); once each endpoint's access lives
// in its domain contract, `grantedOf` reads it from the endpoint instead.

/** One [view, function] pair of an endpoint's access (`{ allow }` or one of `{ anyOf }`). */
export type Grant = readonly [view: string, fn: Fn];

/** An ability: the endpoint it gates and the grants that endpoint's access accepts (any one of them). */
export interface AbilityGrant {
  endpoint: Endpoint;
  grants: readonly Grant[];
}

export type AbilityGrants<K extends string> = { readonly [A in K]: AbilityGrant };

/** A module's abilities, declared once (the service's answers and checks use them). */
export function rowAbilities<K extends string>(declared: AbilityGrants<K>): AbilityGrants<K> {
  return declared;
}

/** Which abilities the caller's grants allow, whatever the row: computed once per answer. */
export function grantedOf<K extends string>(scope: AccessScope, declared: AbilityGrants<K>): Abilities<K> {
  const out = {} as Abilities<K>;
  for (const key of Object.keys(declared) as K[]) {
    out[key] = declared[key].grants.some(([view, fn]) => can(scope, view, fn));
  }
  return out;
}

/**
 * A row's abilities: granted, and the row's rule does not refuse — `refusals` gives the rule's answer for each
 * action (the function the write checks), as an object or a function of the action.
 */
export function abilitiesOf<K extends string>(
  granted: Abilities<K>,
  refusals: { readonly [A in K]: Refusal } | ((action: K) => Refusal),
): Abilities<K> {
  const refusalOf = typeof refusals === 'function' ? refusals : (action: K) => refusals[action];
  const out = {} as Abilities<K>;
  for (const key of Object.keys(granted) as K[]) out[key] = granted[key] && refusalOf(key) === null;
  return out;
}

/** The write's check of a row rule: its refusal answers 601 with the rule's message. */
export function refuseIf(refusal: Refusal, params?: MessageParams): void {
  if (refusal !== null) throw rule(refusal, params);
}
