import type { Dependent } from '../brand/register-kit';

// What maintenance data keeps a model or an aircraft from being deleted (or an aircraft from changing model).
// Kept apart from the services, free of imports, so that the registers' services can list them without an
// import cycle (plane-model ← maintain-item ← maintain-ctrl).

/** A model's maintenance items. */
export const modelMaintenanceDependents: Dependent[] = [
  { table: 'maintain_item', column: 'model_id', message: 'maintain.modelHasItems' },
];

/** An aircraft's control items. */
export const planeMaintenanceDependents: Dependent[] = [
  { table: 'maintain_ctrl', column: 'plane_id', message: 'maintain.planeHasItems' },
];

/** An aircraft with control items keeps its model (the items are the model's). */
export const planeModelChangeDependents: Dependent[] = [
  { table: 'maintain_ctrl', column: 'plane_id', message: 'maintain.planeModelLocked' },
];
