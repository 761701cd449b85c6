import { PlaneEntity, PlaneModel } from '@hangar/domain/contracts/registers';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import type { TFunction } from 'i18next';
import { formFieldsOf } from '../../components/entity-fields';
import type { FormField } from '../../components/ListPage';

// The fields of a model (model spec §2.2, the info panel, in its order) and of an aircraft (materials spec §3
// Aircraft, in its order), from their declarations (@hangar/domain/contracts/registers). One list feeds the
// editor (FormFields) and the read-only info panels (RecordView); each input field carries its contract
// schema, which gives the editor its checks, messages and text limits. A field declared with an input shows
// here without more (its label in the catalogue).

/** A model as the list answers it (with typeName, brandName, managerName). */
export type ModelRow = EndpointOutput<typeof PlaneModel.api.Query>['items'][number];
/** An aircraft as the register answers it (with modelName). */
export type PlaneRow = EndpointOutput<typeof PlaneEntity.api.Query>['items'][number];

/** The input fields of a declaration, in its order, but those a screen places itself. */
function inputsOf<E extends { fields: Record<string, { input: unknown }> }>(entity: E, placed: readonly string[]) {
  return Object.entries(entity.fields)
    .filter(([name, f]) => f.input !== undefined && !placed.includes(name))
    .map(([name]) => name as Extract<keyof E['fields'], string>);
}

/** The info-panel fields of a model (name first); type, brand and manager are added by the screen. */
export function modelFields(t: TFunction): FormField[] {
  return formFieldsOf(PlaneModel, t, inputsOf(PlaneModel, ['type', 'brand', 'manager']), {
    remarks: { wide: true },
  });
}

/** Every Aircraft field but the pictures (the screen adds the model choices and the picture field). */
export function planeFields(t: TFunction, modelOptions: { value: number; label: string }[]): FormField[] {
  return formFieldsOf(PlaneEntity, t, inputsOf(PlaneEntity, ['pictures']), { model: { options: modelOptions } });
}
