import { describe, expect, it } from 'vitest';
import { modules } from '../../app';
import { itemAbilities } from '../../modules/maintain-item/maintain-item.service';
import { taskAbilities } from '../../modules/maintain-task/maintain-task.service';
import { flightAbilities } from '../../modules/plane-fly/plane-fly.service';
import { appraiseAbilities } from '../../modules/plane-notice/plane-notice.service';
import { cardAbilities } from '../../modules/work-card/work-card.service';
import type { Access } from '../http/module';
import type { AbilityGrants, Grant } from './abilities';

// Each row ability names the endpoint it gates and the grants that endpoint's access accepts
// (docs/architecture.md "Row abilities"); until the access is read from the contracts, this test keeps the two
// the same: an ability that granted more or less than its endpoint's route table would offer what the server
// refuses, or hide what it allows.

const declared: Record<string, AbilityGrants<string>> = {
  flight: flightAbilities,
  records: taskAbilities,
  'model items': itemAbilities,
  'work cards': cardAbilities,
  notices: appraiseAbilities,
};

/** The [view, function] pairs an access accepts (allow: one; anyOf: several); null for other kinds. */
function grantsOf(access: Access): readonly Grant[] | null {
  if (typeof access !== 'object') return null;
  if ('allow' in access) return [access.allow];
  if ('anyOf' in access) return access.anyOf;
  return null;
}

describe('row abilities', () => {
  for (const [name, abilities] of Object.entries(declared)) {
    it(`${name}: each ability's grants are its endpoint's access`, () => {
      for (const [ability, { endpoint, grants }] of Object.entries(abilities)) {
        const def = modules
          .find((m) => m.name === endpoint.module)
          ?.endpoints.find((e) => e.action === endpoint.action);
        expect(def, `${name}.${ability}: ${endpoint.module}/${endpoint.action}`).toBeDefined();
        expect(grants, `${name}.${ability}`).toEqual(grantsOf(def?.def.access ?? 'public'));
      }
    });
  }
});
