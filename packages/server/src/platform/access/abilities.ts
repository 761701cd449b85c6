import type { Abilities, Refusal } from '@hangar/domain/abilities';
import { allows } from '@hangar/domain/access';
import type { Endpoint } from '@hangar/domain/endpoint';
import type { MessageParams } from '@hangar/domain/messages';
import { rule } from '../http/errors';
import { type AccessScope, viewsOf } from './scope';

// Row abilities (docs/architecture.md "Row abilities"): each list and answer row of a module with row rules
// carries `abilities`, what the caller may do with that row. An ability is the caller's grants for the endpoint
// it gates AND the row's rule — the same rule function (answering a Refusal) that the write calls through
// `refuseIf` before it changes anything, so the screens are offered exactly what the server then allows.
//
// The grant part is the gated endpoint's access, declared in its domain contract and answered by the domain's
// `allows`, as the pipeline's permission step does: an ability names only the endpoint.

/** A module's abilities: each the endpoint it gates. */
export type AbilityGrants<K extends string> = { readonly [A in K]: Endpoint };

/** A module's abilities, declared once (the service's answers and checks use them). */
export function rowAbilities<K extends string>(declared: AbilityGrants<K>): AbilityGrants<K> {
  return declared;
}

/** Which abilities the caller's grants allow, whatever the row: computed once per answer. */
export function grantedOf<K extends string>(scope: AccessScope, declared: AbilityGrants<K>): Abilities<K> {
  const grants = { isAdmin: scope.isAdmin, views: viewsOf(scope) };
  const out = {} as Abilities<K>;
  for (const key of Object.keys(declared) as K[]) {
    out[key] = allows(declared[key].access, grants);
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
