import { Lg } from '@hangar/domain/contracts/account';
import { useNavigate } from 'react-router';
import { call } from '../../api/http';
import { useSession } from '../../session/session-context';

// Making a joined company the current one (platform spec §4 "Switch company"): post its id, reload the
// session (views, company name, logo), go to the dashboard. The frame drops the previous company's cached answers
// once the screens show the new company's rights (app/frame-providers.tsx useCompanyCache): resetting here, before
// that render, refetched the cards of the previous rights.

export function useSwitchCompany(): (id: number) => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  return async (id: number) => {
    await call(Lg.SwitchCompany, { id });
    await session.refresh();
    await navigate('/home/dashboard');
  };
}
