import { LaterTab } from './LaterTab';

/*
 * SLOT FOR THE LEAD (issue 16): the aircraft's installed components (装机清单) on the aircraft operation screen
 * (writable) and in the aircraft drawer's archive (read-only). The list is built by another helper at
 * features/components/PlaneBomList.tsx (default export, props { plane: { id, name }, readOnly? }). Wire it here,
 * once, for both places:
 *
 *   const PlaneBomList = lazy(() => import('../components/PlaneBomList'));
 *   return (
 *     <Suspense fallback={<Skeleton active />}>
 *       <PlaneBomList plane={plane} readOnly={readOnly} />
 *     </Suspense>
 *   );
 *
 * Until then it shows the "later release" notice.
 */

export interface EquipmentSlotProps {
  plane: { id: number; name: string };
  readOnly?: boolean;
}

export function EquipmentSlot(_props: EquipmentSlotProps) {
  return <LaterTab />;
}
