import { Lg } from '@hangar/domain/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../api/http';
import { useSession } from '../../app/session-context';

// Making a joined company the current one (platform spec §4 "Switch company"): post its id, reload the
// session (views, company name, logo), drop the previous company's cached lists, go to the dashboard.

export function useSwitchCompany(): (id: number) => Promise<void> {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (id: number) => {
    await call(Lg.SwitchCompany, { id });
    await session.refresh();
    await queryClient.resetQueries();
    await navigate('/home/dashboard');
  };
}
