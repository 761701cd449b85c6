import {
  type ExpiryState,
  kindLabelKey,
  Qualification,
  QualMedical,
  type QualPersonRow,
} from '@hangar/domain/contracts/qualifications';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { LightTag } from '../../components/row-controls';
import { type Status, StatusTag } from '../../components/status-colours';

// What the qualification screens share: the expiry state as a status tag that names it (never the colour alone),
// the kinds of work as short tags (the full name in the tag's title and accessible name), the query keys, and
// the reading of the people list.

/** The root of every qualification query (People, Person, Matrix, Expiring): a save refreshes them all. */
export const QUAL_KEY = 'qualification';

/** After a save or a delete: the lists, the open person, the matrix, the expiries and the medicals. */
export function refreshQualifications(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [QUAL_KEY] }),
    client.invalidateQueries({ queryKey: [QualMedical.table] }),
  ]);
}

/** The status colours of the expiry states. */
const STATE_STATUS: Record<ExpiryState, Status> = {
  expired: 'overdue',
  due30: 'warning',
  due90: 'dueSoon',
  valid: 'fine',
  none: 'closed',
};

/** A day `YYYY-MM-DD` of an API date (or ''). */
export const day = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '');

export function ExpiryTag({ state }: { state: ExpiryState }) {
  const { t } = useTranslation();
  return <StatusTag status={STATE_STATUS[state]}>{t(`qual.state.${state}`)}</StatusTag>;
}

/** An expiry day with its state tag. */
export function ExpiryDay({ date, state }: { date: string | null; state: ExpiryState }) {
  return (
    <span className="hangar-inline">
      {day(date)} <ExpiryTag state={state} />
    </span>
  );
}

/**
 * The kinds of work as tags: by their names, or short (the matrix: the full name in the tag's title and, for
 * screen readers, in hidden text instead of the abbreviation).
 */
export function KindTags({ kinds, short = false }: { kinds: readonly string[]; short?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="hangar-inline">
      {kinds.map((kind) => (
        <LightTag key={kind} color="blue" title={t(kindLabelKey(kind))}>
          {short ? (
            <>
              <span aria-hidden>{t(`qual.kindShort.${kind}`)}</span>
              <span className="hangar-visually-hidden">{t(kindLabelKey(kind))}</span>
            </>
          ) : (
            t(kindLabelKey(kind))
          )}
        </LightTag>
      ))}
    </span>
  );
}

/** A list of names (models, categories) as tags. */
export function NameTags({ names }: { names: readonly string[] }) {
  return (
    <span className="hangar-inline">
      {names.map((name) => (
        <LightTag key={name}>{name}</LightTag>
      ))}
    </span>
  );
}

export const yesNo = (t: TFunction, value: number | boolean) => t(value ? 'qual.yes' : 'qual.no');

export const classLabel = (t: TFunction, medicalClass: number) => t(`qual.class.${medicalClass}`);

/** Every member of the company (user id and name), for the pickers of the medicals screen. */
export function useMembers(enabled = true) {
  return useQuery({
    queryKey: [QUAL_KEY, 'members'],
    enabled,
    queryFn: () => call(Qualification.api.People, { role: 'all', page: 1, pageSize: 1000 }),
    select: (answer) => answer.items.map((p: QualPersonRow) => ({ value: p.user, label: p.name })),
  });
}
