import { MaintainTask } from '@hangar/domain/contracts/records';
import { useCan } from '../../session/session-context';

// What the session's grants decide on the record screens, by the access of the endpoints (their contracts'): adding
// a record (MaintainTask/Add) and deleting a stored file from a record (MaintainTask/Delete's). What may be done with a record — edit, the workflow steps, close,
// open, delete — is the row's `abilities` (docs/architecture.md "Row abilities").

export interface RecordRights {
  add: boolean;
  remove: boolean;
}

export function useRecordRights(): RecordRights {
  return { add: useCan(MaintainTask.api.Add), remove: useCan(MaintainTask.api.Delete) };
}
