import { PlaneEntityInput, PlaneModelInput } from '@hangar/domain/contracts/registers';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { modelFields, planeFields } from './fields';

// The declared form fields against the server's contracts: every input field has a form field (so the
// editor can set it) and no form field is unknown to the contract (which refuses unknown keys).

const t = ((key: string) => key) as unknown as TFunction;
const contractKeys = (shape: Record<string, unknown>) =>
  Object.keys(shape)
    .filter((k) => k !== 'cid' && k !== 'companyId')
    .sort();

describe('register field declarations', () => {
  it('cover every field of the model contract (type, brand and manager are added by the screen)', () => {
    const declared = [...modelFields(t).map((f) => f.name), 'type', 'brand', 'manager'].sort();
    expect(declared).toEqual(contractKeys(PlaneModelInput.shape));
  });

  it('cover every field of the aircraft contract (pictures are added by the screen)', () => {
    const declared = [...planeFields(t, []).map((f) => f.name), 'pictures'].sort();
    expect(declared).toEqual(contractKeys(PlaneEntityInput.shape));
  });
});
