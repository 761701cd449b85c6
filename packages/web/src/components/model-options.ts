import type { PlaneModel } from '@hangar/domain/contracts/registers';
import { useMemo } from 'react';
import { useSession } from '../session/session-context';
import type { RowOfList } from './list-query';
import { useReference } from './reference';

// Models are a catalogue shared by every company, and any company may add one named like another's (the
// manufacturer's "DA40 NG" and an operator's own): wherever a model is chosen, one the signed-in company does
// not manage carries its managing company's name, so that the two are told apart.

type ModelRow = RowOfList<typeof PlaneModel.api.Query>;

/** A model as a picker names it: `DA40 NG · Diamond Aircraft`, or its name alone when the company manages it. */
export function modelOptionLabel(
  model: Pick<ModelRow, 'name' | 'manager' | 'managerName'>,
  companyId: number | null,
): string {
  return model.manager === companyId || !model.managerName ? model.name : `${model.name} · ${model.managerName}`;
}

/** The models as Select options for the signed-in company (labels by modelOptionLabel). */
export function useModelOptions(): { value: number; label: string }[] {
  const models = useReference('planeModel');
  const companyId = useSession().user.curCID;
  return useMemo(
    () => models.items.map((m) => ({ value: m.id, label: modelOptionLabel(m, companyId) })),
    [models.items, companyId],
  );
}
