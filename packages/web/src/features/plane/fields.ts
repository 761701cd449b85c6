import type { TFunction } from 'i18next';
import type { FormField } from '../../components/ListPage';

// The declared fields of a model (model spec §2.2, the info panel, in its order) and of an aircraft
// (materials spec §3 Aircraft, in its order). One declaration feeds the editor (FormFields) and the
// read-only info panels (RecordView).

const MAX = 1_000_000_000;

function num(name: string, label: string, precision?: number): FormField {
  return { name, label, kind: 'number', min: 0, max: MAX, precision };
}

/** The info-panel fields of a model (name first); type, brand and manager are added by the screen. */
export function modelFields(t: TFunction): FormField[] {
  const l = (name: string) => t(`plane.model.${name}`);
  return [
    { name: 'name', label: l('name'), kind: 'text', required: t('register.modelNameRequired'), maxLength: 100 },
    { name: 'manufacturer', label: l('manufacturer'), kind: 'text' },
    { name: 'fuelType', label: l('fuelType'), kind: 'text', maxLength: 50 },
    num('fuelCapacity', l('fuelCapacity')),
    num('seats', l('seats'), 0),
    num('emptyWeight', l('emptyWeight')),
    num('maxTakeoffWeight', l('maxTakeoffWeight')),
    num('maxLandingWeight', l('maxLandingWeight')),
    num('cruiseSpeed', l('cruiseSpeed')),
    num('flightRange', l('flightRange')),
    num('climbRate', l('climbRate')),
    num('ceiling', l('ceiling')),
    num('takeoffDistance', l('takeoffDistance')),
    num('landingDistance', l('landingDistance')),
    num('length', l('length')),
    num('height', l('height')),
    num('width', l('width')),
    num('wingSpan', l('wingSpan')),
    { name: 'engType', label: l('engType'), kind: 'text', maxLength: 50 },
    { name: 'engModel', label: l('engModel'), kind: 'text' },
    num('engCount', l('engCount'), 0),
    { name: 'engMaker', label: l('engMaker'), kind: 'text' },
    { name: 'proModel', label: l('proModel'), kind: 'text' },
    { name: 'proMaker', label: l('proMaker'), kind: 'text' },
    { name: 'remarks', label: t('plane.remarks'), kind: 'textarea', wide: true },
  ];
}

/** Every Aircraft field but the pictures (the screen adds the model choices and the picture field). */
export function planeFields(t: TFunction, modelOptions: { value: number; label: string }[]): FormField[] {
  const l = (name: string) => t(`plane.entity.${name}`);
  const text = (name: string, maxLength = 100): FormField => ({ name, label: l(name), kind: 'text', maxLength });
  const date = (name: string): FormField => ({ name, label: l(name), kind: 'date' });
  return [
    { name: 'name', label: l('name'), kind: 'text', required: t('register.tailRequired'), maxLength: 30 },
    { name: 'model', label: l('model'), kind: 'select', required: t('register.modelRequired'), options: modelOptions },
    text('seri'),
    date('produceDate'),
    text('manufactory'),
    text('manufactoryAddr', 200),
    text('airCertificate'),
    date('airDate'),
    text('regNum'),
    date('regDate'),
    text('radioNum'),
    date('radioDate'),
    num('flyWeight', l('flyWeight')),
    num('landWeight', l('landWeight')),
    text('engModel'),
    text('engManufactior'),
    text('proModel'),
    text('proManufactior'),
    num('fuelQuantity', l('fuelQuantity')),
    num('length', l('length')),
    num('height', l('height')),
    num('wingSpan', l('wingSpan')),
    text('ownerName'),
    text('ownerAddr', 200),
    text('ownerPost', 20),
    text('userName'),
    text('userAddr', 200),
    text('userPost', 20),
    {
      ...num('allFlyHours', l('allFlyHours'), 2),
      rules: [{ type: 'number', min: 0, message: t('register.hoursFormat') }],
    },
  ];
}
