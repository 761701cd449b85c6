import { PlaneEntity, PlaneModel } from '@hangar/domain/contracts/registers';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
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

/** The aircraft's utilisation typed for the forecast, and its window (the form's forecast group). */
const FORECAST = ['manualDailyHours', 'manualDailyLandings', 'forecastWindow'] as const;

/** The name of the form's forecast heading: not a field of the aircraft (PlanePage drops it from the body). */
export const FORECAST_GROUP = 'forecastGroup';

/**
 * Every Aircraft input but the pictures and the forecast settings, ending with the total hours and landings (the
 * screen adds the model choices and the picture field).
 */
export function planeFields(t: TFunction, modelOptions: { value: number; label: string }[]): FormField[] {
  return formFieldsOf(PlaneEntity, t, inputsOf(PlaneEntity, ['pictures', ...FORECAST]), {
    model: { options: modelOptions },
  });
}

/** The forecast settings, each with what it is for (the manual figures only count without a flight log). */
export function forecastFields(t: TFunction): FormField[] {
  const help = (key: string) => ({ item: { extra: t(key) } });
  return formFieldsOf(PlaneEntity, t, FORECAST, {
    manualDailyHours: help('plane.entity.manualHelp'),
    manualDailyLandings: help('plane.entity.manualHelp'),
    forecastWindow: help('plane.entity.forecastWindowHelp'),
  });
}

/** Whether the aircraft's total hours and landings come from its flight log (it has a flight record). */
export const countersFromLog = (plane: Pick<PlaneRow, 'forecastSource'> | undefined) => plane?.forecastSource === 'log';

/**
 * The aircraft form's fields: the registration data and the totals — read-only, with the reason, once the
 * aircraft has flight records — then the forecast group (its heading, `heading`, placed as a whole-row field).
 */
export function planeFormFields(
  t: TFunction,
  modelOptions: { value: number; label: string }[],
  record: PlaneRow | undefined,
  heading: ReactNode,
): FormField[] {
  const fromLog = countersFromLog(record);
  const counters = fromLog ? { disabled: true, item: { extra: t('plane.entity.countersFromLog') } } : {};
  return [
    ...planeFields(t, modelOptions).map((f) =>
      f.name === 'allFlyHours' || f.name === 'allLandings' ? { ...f, ...counters } : f,
    ),
    { name: FORECAST_GROUP, label: '', kind: 'custom', wide: true, input: heading, item: { noStyle: true } },
    ...forecastFields(t),
  ];
}
