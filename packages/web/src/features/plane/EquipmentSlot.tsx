import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

/*
 * The aircraft's installed components (装机清单): on the aircraft operation screen (writable for holders of the
 * functions) and in the aircraft drawer's archive (read-only). One place for both, loaded when first shown.
 */

const PlaneBomList = lazy(() => import('../components/PlaneBomList'));

export interface EquipmentSlotProps {
  plane: { id: number; name: string };
  readOnly?: boolean;
}

export function EquipmentSlot({ plane, readOnly }: EquipmentSlotProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <PlaneBomList plane={plane} readOnly={readOnly} />
    </Suspense>
  );
}
