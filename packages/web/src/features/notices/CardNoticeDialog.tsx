import type { WorkCardRow } from '@hangar/domain/contracts/workcards';
import { Modal } from 'antd';
import type { ReactElement, ReactNode } from 'react';

// STAND-IN (features/workcards' helper): the notice dialog of a card is built by the notices helper with this
// exact signature; this placeholder only opens a modal titled with the card name so that the work card list
// can be built and tested against it. The lead takes the notices helper's file on merge.

export function CardNoticeDialog(props: {
  card: WorkCardRow | null;
  readOnly: boolean;
  onClose(): void;
  planeDetail?: (planeId: number | null, close: () => void) => ReactNode;
}): ReactElement {
  return (
    <Modal open={props.card !== null} title={props.card?.name} onCancel={props.onClose} footer={null}>
      {null}
    </Modal>
  );
}
