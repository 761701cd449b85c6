import type { MessageKey } from '@hangar/domain/messages';
import type { QueryPayload } from '@hangar/domain/query';
import { invalid } from '../http/errors';

/**
 * The id a list call must be narrowed to: the value of its fixed filter `name` (eq), else a 400 naming
 * `fixedFilters.<name>` with `message` (e.g. a model's cards need `planeModel`, a library `module` and `target`).
 */
export function requiredFixedId(payload: QueryPayload, name: string, message: MessageKey): number {
  const f = payload.fixedFilters.find((c) => c.name === name && c.compare === 'eq');
  const value = f ? Number(f.value) : Number.NaN;
  if (!Number.isInteger(value)) throw invalid(message, `fixedFilters.${name}`, { field: name });
  return value;
}
