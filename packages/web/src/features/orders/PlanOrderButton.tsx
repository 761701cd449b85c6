import { ProductionOrder } from '@hangar/domain/contracts/orders';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCan } from '../../session/session-context';

// 计划工单 / Plan an order (issue 33): the one entry point of the planning dialog on the fleet monitor's toolbar
// (`planeId` the monitor's aircraft filter, or none: chosen in the dialog) and on an aircraft's maintenance list.
// Offered to who may list the candidates and add an order; the dialog is loaded on the first click (its own
// chunk), and a created or filled order opens on /maintain/order. Closing hides the dialog first and unmounts it
// once antd has closed it (`afterClose`), so antd gives focus back to the button (unmounting it while open left
// focus on the page).

const PlanningDialog = lazy(() => import('./PlanningDialog'));

export default function PlanOrderButton({ planeId, planeName }: { planeId?: number | null; planeName?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const made = useRef<number | null>(null);
  const [go, setGo] = useState<number | null>(null);
  const plan = useCan(ProductionOrder.api.Candidates);
  const fill = useCan(ProductionOrder.api.AddCards);
  if (!plan || !fill) return null;
  // Rendered only once an order was made, so the lists that carry the button need no router of their own.
  if (go !== null) return <Navigate to={`/maintain/order?order=${go}`} />;
  return (
    <>
      <Button
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('plan.button')}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <PlanningDialog
            plane={planeId == null ? null : { id: planeId, name: planeName }}
            open={open}
            onClose={(order) => {
              made.current = order?.id ?? null;
              setOpen(false);
            }}
            afterClose={() => {
              setMounted(false);
              if (made.current !== null) setGo(made.current);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
