import { PlaneEntity, PlaneEntityInput, PlaneModelInput } from '@hangar/domain/contracts/registers';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formFieldsOf } from '../../components/entity-fields';
import { FORECAST_GROUP, modelFields, planeFields, planeFormFields } from './fields';

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
    const form = planeFormFields(t, [], undefined, null).filter((f) => f.name !== FORECAST_GROUP);
    const declared = [...form.map((f) => f.name), 'pictures'].sort();
    expect(declared).toEqual(contractKeys(PlaneEntityInput.shape));
  });
});

describe('a field declared once in PlaneEntity', () => {
  it('gives the editor its label, editor, required message and the contract schema as rules', () => {
    const [regNum] = formFieldsOf(PlaneEntity, t, ['regNum']);
    expect(regNum).toMatchObject({ name: 'regNum', label: 'plane.entity.regNum', kind: 'text' });
    expect(regNum.schema).toBe(PlaneEntity.fields.regNum.input);
    expect(regNum.required).toBeUndefined();
    const form = new Map(planeFields(t, []).map((f) => [f.name, f]));
    expect(form.get('name')).toMatchObject({
      required: 'register.tailRequired',
      schema: PlaneEntity.fields.name.input,
    });
    expect(form.get('model')).toMatchObject({ kind: 'select', required: 'register.modelRequired' });
    expect(form.get('regDate')?.kind).toBe('date');
    expect(form.get('allFlyHours')).toMatchObject({ kind: 'number', schema: PlaneEntity.fields.allFlyHours.input });
    // The schema is the server's: what it refuses, the form refuses.
    expect(form.get('seri')?.schema?.safeParse('x'.repeat(201)).success).toBe(false);
  });
});
