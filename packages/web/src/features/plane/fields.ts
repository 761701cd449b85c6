import { PlaneEntityInput, PlaneModelInput } from '@hangar/domain/contracts/registers';
import type { TFunction } from 'i18next';
import type { FormField } from '../../components/ListPage';

// The declared fields of a model (model spec §2.2, the info panel, in its order) and of an aircraft
// (materials spec §3 Aircraft, in its order). One declaration feeds the editor (FormFields) and the
// read-only info panels (RecordView). Each input field carries its contract schema, which gives the editor its
// checks, messages and text limits (no number is copied here).

const modelShape = PlaneModelInput.shape;
const planeShape = PlaneEntityInput.shape;

/** The info-panel fields of a model (name first); type, brand and manager are added by the screen. */
export function modelFields(t: TFunction): FormField[] {
  const l = (name: string) => t(`plane.model.${name}`);
  const text = (name: keyof typeof modelShape): FormField => ({
    name,
    label: l(name),
    kind: 'text',
    schema: modelShape[name],
  });
  const num = (name: keyof typeof modelShape): FormField => ({
    name,
    label: l(name),
    kind: 'number',
    schema: modelShape[name],
  });
  return [
    { ...text('name'), required: t('register.modelNameRequired') },
    text('manufacturer'),
    text('fuelType'),
    num('fuelCapacity'),
    num('seats'),
    num('emptyWeight'),
    num('maxTakeoffWeight'),
    num('maxLandingWeight'),
    num('cruiseSpeed'),
    num('flightRange'),
    num('climbRate'),
    num('ceiling'),
    num('takeoffDistance'),
    num('landingDistance'),
    num('length'),
    num('height'),
    num('width'),
    num('wingSpan'),
    text('engType'),
    text('engModel'),
    num('engCount'),
    text('engMaker'),
    text('proModel'),
    text('proMaker'),
    { name: 'remarks', label: t('plane.remarks'), kind: 'textarea', wide: true, schema: modelShape.remarks },
  ];
}

/** Every Aircraft field but the pictures (the screen adds the model choices and the picture field). */
export function planeFields(t: TFunction, modelOptions: { value: number; label: string }[]): FormField[] {
  const l = (name: string) => t(`plane.entity.${name}`);
  const text = (name: keyof typeof planeShape): FormField => ({
    name,
    label: l(name),
    kind: 'text',
    schema: planeShape[name],
  });
  const num = (name: keyof typeof planeShape): FormField => ({
    name,
    label: l(name),
    kind: 'number',
    schema: planeShape[name],
  });
  const date = (name: string): FormField => ({ name, label: l(name), kind: 'date' });
  return [
    { ...text('name'), required: t('register.tailRequired') },
    { name: 'model', label: l('model'), kind: 'select', required: t('register.modelRequired'), options: modelOptions },
    text('seri'),
    date('produceDate'),
    text('manufactory'),
    text('manufactoryAddr'),
    text('airCertificate'),
    date('airDate'),
    text('regNum'),
    date('regDate'),
    text('radioNum'),
    date('radioDate'),
    num('flyWeight'),
    num('landWeight'),
    text('engModel'),
    text('engManufactior'),
    text('proModel'),
    text('proManufactior'),
    num('fuelQuantity'),
    num('length'),
    num('height'),
    num('wingSpan'),
    text('ownerName'),
    text('ownerAddr'),
    text('ownerPost'),
    text('userName'),
    text('userAddr'),
    text('userPost'),
    num('allFlyHours'),
  ];
}
