import { AdRegister } from '@hangar/domain/contracts/ad-register';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { call } from '../../api/http';
import { AdRegisterTable } from './AdRegisterTable';

/*
 * PlaneAdRegister — the aircraft drawer's AD/SB register sub-tab (issue 32): every CAD/AD and SB/SI evaluated
 * against the aircraft with its revision and state (AdRegister/Plane). Its query key starts with the records' and
 * evaluations' tables, so a saved record or evaluation refreshes it.
 *
 *   <PlaneAdRegister plane={planeId} />
 */

export function PlaneAdRegister({ plane }: { plane: number }) {
  const register = useQuery({
    queryKey: ['maintain_task', 'plane_notice', 'adRegister', plane],
    queryFn: () => call(AdRegister.api.Plane, { plane }),
  });
  return (
    <>
      <AdRegisterTable rows={register.data ?? []} loading={register.isFetching} />
      {register.error ? <Typography.Text type="danger">{register.error.message}</Typography.Text> : null}
    </>
  );
}

export default PlaneAdRegister;
