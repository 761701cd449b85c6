import { CardCategory, type WorkCardRow } from '@hangar/domain/contracts/workcards';
import type { ReactElement, ReactNode } from 'react';
import { EngineerNoticeDialog } from './EngineerNoticeDialog';
import { TechNoticeDialog } from './TechNoticeDialog';

/*
 * CardNoticeDialog — the Notify action of a work card (model document §2.3, §2.4): categories 1 to 3 notify the
 * model's aircraft (EngineerNoticeDialog), category 4 (technical bulletin) notifies people and organisations
 * (TechNoticeDialog). `card` null = closed; `readOnly` disables every action; `planeDetail` renders an aircraft's
 * details (the model drawer passes the aircraft drawer: features/plane imports this feature, not the reverse).
 *
 *   <CardNoticeDialog card={noticed} readOnly={!mayWrite} onClose={() => setNoticed(null)} planeDetail={...} />
 */

export function CardNoticeDialog(props: {
  card: WorkCardRow | null;
  readOnly: boolean;
  onClose(): void;
  planeDetail?: (planeId: number | null, close: () => void) => ReactNode;
}): ReactElement {
  const { card, readOnly, onClose, planeDetail } = props;
  const bulletin = card !== null && card.category === CardCategory.TechBulletin;
  return (
    <>
      <EngineerNoticeDialog
        card={card !== null && !bulletin ? card : null}
        readOnly={readOnly}
        onClose={onClose}
        planeDetail={planeDetail}
      />
      <TechNoticeDialog card={bulletin ? card : null} readOnly={readOnly} onClose={onClose} />
    </>
  );
}
