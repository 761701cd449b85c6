import { PlaneCert } from '@hangar/domain/contracts/certificates';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/http';

// The company's certificate warnings (PlaneCert/Summary) for the dashboard card and the fleet monitor's counts.
// The query key starts with the certificate table, so the certificate list's saves keep it current.

/** Who sees certificate warnings: holders of the aircraft view. */
export const CERT_VIEW = 'plane-entity';

export function useCertSummary(enabled = true) {
  return useQuery({
    queryKey: [PlaneCert.table, 'summary'],
    queryFn: () => call(PlaneCert.api.Summary, {}),
    enabled,
  });
}
