import type { Refusal } from './abilities';
import { MANUFACTURER_COMPANY_ID } from './codes';

// Model spec §6 / docs/domain.md: model content (fields, maintenance items, work cards, documents) is written only
// by the manufacturer side (company 10000) or the model's managing company. The server enforces it; the
// screens use this to show or hide the writes, the server (registers' assertCanWriteModel) to refuse them.

export function canWriteModel(companyId: number | null | undefined, model?: { manager: number } | null): boolean {
  if (companyId === null || companyId === undefined) return false;
  if (companyId === MANUFACTURER_COMPANY_ID) return true;
  // A new model is managed by the company that adds it.
  return model ? model.manager === companyId : true;
}

/**
 * The rule as the server's writes check it and as model content rows answer it (their `abilities`,
 * docs/architecture.md "Row abilities"): null when the company may write the model's content.
 */
export function modelWriteRefusal(companyId: number | null | undefined, model: { manager: number }): Refusal {
  return canWriteModel(companyId, model) ? null : 'register.modelNotManager';
}

/** Only the manufacturer side chooses a model's managing company. */
export function canSetManager(companyId: number | null | undefined): boolean {
  return companyId === MANUFACTURER_COMPANY_ID;
}
