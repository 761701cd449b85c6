import type { FleetRow, MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import type { MaintainTaskRow, TaskGroup } from '@hangar/domain/contracts/records';
import { AdSbDialog } from './AdSbDialog';
import { FaultDialog } from './FaultDialog';
import { RepairDialog } from './RepairDialog';
import { TaskDialog } from './TaskDialog';

// The one entry to the record dialogs (issue 17): the maintenance task dialog (§2.6), the repair/modification
// dialog (§2.7), the AD/SB dialog (§2.8) and the fault dialog (§2.9), chosen by `group`. The lists of
// RecordTabs open it to add and edit; "record done" of the per-aircraft list and the fleet monitor opens the task
// dialog prefilled for a control item.
//
// CONTRACT FILE of the base commit: the dialogs' helper replaces the body of RecordDialog; the props stay.

/** The aircraft a record belongs to: tail number and today's totals (new records default to them). */
export interface RecordPlane {
  id: number;
  name: string;
  allFlyHours: number | null;
  allLandings: number | null;
}

export interface RecordDialogProps {
  open: boolean;
  plane: RecordPlane;
  /** Which dialog. */
  group: TaskGroup;
  /** The record type of a new record (e.g. 50 or 60 for the AD/SB list, 100 for faults); the group's first. */
  type?: number;
  /** The record to edit (or show, when closed); absent adds. */
  record?: MaintainTaskRow | null;
  /** "Record done": the control item the new task executes (type, name, link and the right panel). */
  ctrl?: MaintainCtrlRow | FleetRow | null;
  /** Shows the record without saving (drawer views, closed records). */
  readOnly?: boolean;
  /** Closed by the user (nothing passed) or after a save (the saved record). */
  onClose: (saved?: MaintainTaskRow) => void;
}

export function RecordDialog(props: RecordDialogProps) {
  switch (props.group) {
    case 'repair':
      return <RepairDialog {...props} />;
    case 'ad':
    case 'sb':
      return <AdSbDialog {...props} type={props.type ?? (props.group === 'sb' ? 60 : 50)} />;
    case 'fault':
      return <FaultDialog {...props} />;
    default:
      return <TaskDialog {...props} />;
  }
}
