import { ProductionOrder } from '@hangar/domain/contracts/orders';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCan } from '../../session/session-context';

// 计划工单 / Plan an order (issue 33): the one entry point of the planning dialog on the fleet monitor's toolbar
// (`planeId` the monitor's aircraft filter, or none: chosen in the dialog) and on an aircraft's maintenance list.
// Offered to who may list the candidates and add an order; the dialog is loaded on the first click (its own
// chunk), and a created or filled order opens on /maintain/order. The dialog is unmounted on closing, before antd
// could give focus back to its opener: the button takes it back itself once the dialog is gone (while it is there,
// its focus lock would pull focus back in), else focus falls to the page and Escape no longer reaches the aircraft
// drawer around the button.

const PlanningDialog = lazy(() => import('./PlanningDialog'));

export default function PlanOrderButton({ planeId, planeName }: { planeId?: number | null; planeName?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (open) shown.current = true;
    else if (shown.current) {
      shown.current = false;
      button.current?.focus();
    }
  }, [open]);
  const plan = useCan(ProductionOrder.api.Candidates);
  const fill = useCan(ProductionOrder.api.AddCards);
  if (!plan || !fill) return null;
  // Rendered only once an order was made, so the lists that carry the button need no router of their own.
  if (made !== null) return <Navigate to={`/maintain/order?order=${made}`} />;
  return (
    <>
      <Button ref={button} onClick={() => setOpen(true)}>
        {t('plan.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PlanningDialog
            plane={planeId == null ? null : { id: planeId, name: planeName }}
            onClose={(order) => {
              setOpen(false);
              if (order) setMade(order.id);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
