import type { FleetRow, MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import type { MaintainTaskRow } from '@hangar/domain/contracts/records';
import { App } from 'antd';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDialog, type RecordPlane } from './RecordDialog';

/*
 * RecordDone — "record done" of a control item (issue 17): a row action of the aircraft's maintenance list and
 * of the fleet monitor that opens the maintenance task dialog prefilled from the item: type = the item's
 * maintenance type (1..7, else 99 other), name = the item's name, the link to the item, today, the aircraft's
 * total hours and landings, the current user. Saving it executes the item (the server sets its execution and
 * recomputes its due in the same transaction) and the dialog's save reloads the control items, the fleet
 * monitor and its summary (query keys maintain_ctrl…), so the row's due changes at once.
 *
 *   <RecordDone plane={{ id, name, allFlyHours, allLandings }} ctrl={row} />
 *
 * `as` renders the trigger (default a small link-styled button; the lists pass their light row button).
 */

export interface RecordDoneProps {
  plane: RecordPlane;
  ctrl: MaintainCtrlRow | FleetRow;
  /** The trigger element; gets onClick and children. */
  as?: (props: ComponentProps<'button'>) => React.ReactNode;
  onSaved?(record: MaintainTaskRow): void;
}

const DefaultTrigger = (props: ComponentProps<'button'>) => (
  <button
    type="button"
    {...props}
    style={{
      background: 'none',
      border: 0,
      padding: '0 4px',
      // the theme's link colour (status-colours.tsx StatusStyle)
      color: 'var(--hangar-link)',
      cursor: 'pointer',
    }}
  />
);

export function RecordDone({ plane, ctrl, as: Trigger = DefaultTrigger, onSaved }: RecordDoneProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Trigger aria-label={`${t('recordDialog.done')} ${ctrl.name}`} onClick={() => setOpen(true)}>
        {t('recordDialog.done')}
      </Trigger>
      {open ? (
        <RecordDialog
          open
          plane={plane}
          group="task"
          ctrl={ctrl}
          onClose={(saved) => {
            setOpen(false);
            if (saved) {
              void message.success(t('recordDialog.doneSaved'));
              onSaved?.(saved);
            }
          }}
        />
      ) : null}
    </>
  );
}
