import {
  QualAuthorisation,
  type QualAuthorisationRow,
  Qualification,
  QualLicence,
  type QualLicenceRow,
  QualMedical,
  type QualMedicalRow,
  type QualPerson,
  QualTraining,
  type QualTrainingRow,
  RECENCY_WINDOW_MONTHS,
  type RecencyRow,
} from '@hangar/domain/contracts/qualifications';
import type { Endpoint } from '@hangar/domain/endpoint';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Flex, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useConfirmDelete } from '../../components/ConfirmDelete';
import { DataTable } from '../../components/DataTable';
import { DownloadLinks } from '../../components/file-upload/download';
import { useReference } from '../../components/reference';
import { LinkButton, RowControlsStyle } from '../../components/row-controls';
import { StatusTag } from '../../components/status-colours';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { useCan } from '../../session/session-context';
import { AuthorisationDialog, BirthDateDialog, LicenceDialog, MedicalDialog, TrainingDialog } from './QualDialogs';
import { day, ExpiryDay, KindTags, NameTags, QUAL_KEY, refreshQualifications, yesNo } from './qual-view';

/*
 * PersonDrawer — everything one member holds (Qualification/Person), on the staff screen: maintenance licences,
 * authorisations (models, categories, kinds as tags, validity, granted by, medical required, in force), training
 * records and recency per model (months of own signed work in the last 24, enough or short); on the pilots'
 * screen: pilot licences (ratings per model, instrument and instructor privileges), medicals, landings in 90 days
 * and the date of birth. Each list adds, edits and deletes through its dialog where the caller's grant on this
 * screen allows it (useCan with the screen: the server checks a licence's kind against that screen's grant).
 *
 *   <PersonDrawer who="repairman" user={7} name="王芳" onClose={...} />
 */

export type QualRole = 'repairman' | 'pilot';

const SCREEN: Record<QualRole, string> = { repairman: 'qualification-repairman', pilot: 'qualification-pilot' };

type Editing =
  | { what: 'licence'; record?: QualLicenceRow }
  | { what: 'authorisation'; record?: QualAuthorisationRow }
  | { what: 'training'; record?: QualTrainingRow }
  | { what: 'medical'; record?: QualMedicalRow }
  | { what: 'birthDate' }
  | null;

export function usePerson(user: number | null) {
  return useQuery({
    queryKey: [QUAL_KEY, 'person', user],
    enabled: user !== null,
    queryFn: () => call(Qualification.api.Person, { user: user ?? 0 }),
  });
}

export function PersonDrawer({
  who,
  user,
  name,
  onClose,
}: {
  who: QualRole;
  user: number;
  name: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { width } = useWindowSize();
  const person = usePerson(user);
  const [editing, setEditing] = useState<Editing>(null);
  const data = person.data;
  return (
    <Drawer
      open
      title={t('qual.person.title', { name })}
      onClose={onClose}
      size={width < MOBILE_BREAKPOINT ? '100%' : 900}
      data-testid="qual-person"
      loading={person.isPending}
    >
      <RowControlsStyle />
      {person.error ? <Typography.Text type="danger">{person.error.message}</Typography.Text> : null}
      {data ? (
        who === 'repairman' ? (
          <Tabs
            items={[
              {
                key: 'licences',
                label: t('qual.tab.licences'),
                children: <LicenceList person={data} kind="maintenance" screen={SCREEN[who]} edit={setEditing} />,
              },
              {
                key: 'authorisations',
                label: t('qual.tab.authorisations'),
                children: <AuthorisationList person={data} edit={setEditing} />,
              },
              {
                key: 'trainings',
                label: t('qual.tab.trainings'),
                children: <TrainingList person={data} edit={setEditing} />,
              },
              { key: 'recency', label: t('qual.tab.recency'), children: <RecencyList rows={data.recency} /> },
            ]}
          />
        ) : (
          <Flex vertical gap={12}>
            <PilotSummary person={data} edit={setEditing} />
            <Tabs
              items={[
                {
                  key: 'licences',
                  label: t('qual.tab.licences'),
                  children: <LicenceList person={data} kind="pilot" screen={SCREEN[who]} edit={setEditing} />,
                },
                {
                  key: 'medicals',
                  label: t('qual.tab.medicals'),
                  children: <MedicalList person={data} screen={SCREEN[who]} edit={setEditing} />,
                },
              ]}
            />
          </Flex>
        )
      ) : null}
      {editing?.what === 'licence' ? (
        <LicenceDialog
          kind={who === 'pilot' ? 'pilot' : 'maintenance'}
          user={user}
          record={editing.record}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.what === 'authorisation' ? (
        <AuthorisationDialog user={user} record={editing.record} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.what === 'training' ? (
        <TrainingDialog user={user} record={editing.record} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.what === 'medical' ? (
        <MedicalDialog user={user} record={editing.record} defaultClass={1} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.what === 'birthDate' && data ? (
        <BirthDateDialog user={user} birthDate={data.birthDate} onClose={() => setEditing(null)} />
      ) : null}
    </Drawer>
  );
}

/** A pilot's date of birth and landings in 90 days. */
function PilotSummary({ person, edit }: { person: QualPerson; edit(e: Editing): void }) {
  const { t } = useTranslation();
  const canSetBirth = useCan(Qualification.api.SetBirthDate);
  const recency = person.pilotRecency;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'birthDate',
          label: t('qual.birthDate'),
          children: (
            <span className="hangar-inline">
              {day(person.birthDate) || t('qual.unknown')}
              {canSetBirth ? (
                <LinkButton onClick={() => edit({ what: 'birthDate' })}>{t('qual.edit.birthDate')}</LinkButton>
              ) : null}
            </span>
          ),
        },
        {
          key: 'landings',
          label: t('qual.tab.pilotRecency'),
          children: (
            <span className="hangar-inline" data-testid="pilot-recency">
              {t('qual.pilotRecency.landings', { landings: recency.landings, required: recency.required })}{' '}
              <StatusTag status={recency.ok ? 'fine' : 'overdue'}>
                {t(recency.ok ? 'qual.recency.ok' : 'qual.pilotRecency.short')}
              </StatusTag>
            </span>
          ),
        },
      ]}
    />
  );
}

/** Edit and Delete of one row, each where the caller may. */
export function RowEdit({
  canEdit,
  canDelete,
  onEdit,
  remove,
  name,
}: {
  canEdit: boolean;
  canDelete: boolean;
  onEdit(): void;
  remove: { endpoint: Endpoint; id: number };
  name: string;
}) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const client = useQueryClient();
  return (
    <span className="hangar-inline">
      {canEdit ? (
        <LinkButton onClick={onEdit} aria-label={`${t('qual.edit')} ${name}`}>
          {t('qual.edit')}
        </LinkButton>
      ) : null}
      {canDelete ? (
        <LinkButton
          danger
          aria-label={`${t('qual.delete')} ${name}`}
          onClick={() =>
            void confirmDelete({
              onOk: async () => {
                await call(remove.endpoint as typeof QualLicence.api.Delete, { id: remove.id });
                await refreshQualifications(client);
              },
            })
          }
        >
          {t('qual.delete')}
        </LinkButton>
      ) : null}
    </span>
  );
}

/** A list of the drawer: the Add button where allowed, the rows (cards on phones). */
function Section<T extends { id: number }>({
  addLabel,
  canAdd,
  onAdd,
  rows,
  columns,
  card,
  testId,
}: {
  addLabel: string;
  canAdd: boolean;
  onAdd(): void;
  rows: T[];
  columns: ColumnsType<T>;
  card(row: T): ReactNode;
  testId: string;
}) {
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {canAdd ? (
        <Flex justify="flex-end">
          <Button type="primary" onClick={onAdd}>
            {addLabel}
          </Button>
        </Flex>
      ) : null}
      <DataTable<T> rowKey="id" columns={columns} rows={{ items: rows }} card={card} size="small" />
    </Flex>
  );
}

function Files({ files }: { files: QualLicenceRow['files'] }) {
  return files.length > 0 ? <DownloadLinks files={files} vertical /> : null;
}

function LicenceList({
  person,
  kind,
  screen,
  edit,
}: {
  person: QualPerson;
  kind: 'maintenance' | 'pilot';
  screen: string;
  edit(e: Editing): void;
}) {
  const { t } = useTranslation();
  const models = useReference('planeModel', { enabled: kind === 'pilot' });
  const canAdd = useCan(QualLicence.api.Add, screen);
  const canEdit = useCan(QualLicence.api.Update, screen);
  const canDelete = useCan(QualLicence.api.Delete, screen);
  const rows = person.licenceRows.filter((r) => r.kind === kind);
  const scope = (r: QualLicenceRow) =>
    kind === 'pilot' ? (
      <Flex vertical gap={4}>
        <NameTags names={r.ratings.map((id) => models.labelOf(id))} />
        <span>
          {[r.instrument ? t('qual.instrument') : '', r.instructor ? t('qual.instructor') : '']
            .filter(Boolean)
            .join(' · ')}
        </span>
      </Flex>
    ) : (
      <NameTags names={r.categories} />
    );
  const actions = (r: QualLicenceRow) => (
    <RowEdit
      canEdit={canEdit}
      canDelete={canDelete}
      onEdit={() => edit({ what: 'licence', record: r })}
      remove={{ endpoint: QualLicence.api.Delete, id: r.id }}
      name={r.licenceNo}
    />
  );
  const columns: ColumnsType<QualLicenceRow> = [
    { title: t('qual.licenceType'), key: 'licenceType', render: (_, r) => r.licenceType },
    { title: t('qual.licenceNo'), key: 'licenceNo', render: (_, r) => r.licenceNo },
    { title: t(kind === 'pilot' ? 'qual.ratings' : 'qual.categories'), key: 'scope', render: (_, r) => scope(r) },
    { title: t('qual.authority'), key: 'authority', render: (_, r) => r.authority },
    { title: t('qual.issued'), key: 'issued', render: (_, r) => day(r.issued) },
    { title: t('qual.expires'), key: 'expires', render: (_, r) => <ExpiryDay date={r.expires} state={r.expiry} /> },
    { title: t('qual.files'), key: 'files', render: (_, r) => <Files files={r.files} /> },
    { title: t('qual.actions'), key: 'actions', render: (_, r) => actions(r) },
  ];
  return (
    <Section
      testId="qual-licences"
      addLabel={t('qual.add.licence')}
      canAdd={canAdd}
      onAdd={() => edit({ what: 'licence' })}
      rows={rows}
      columns={columns}
      card={(r) => (
        <Flex vertical gap={4}>
          <strong>
            {r.licenceType} {r.licenceNo}
          </strong>
          {scope(r)}
          <ExpiryDay date={r.expires} state={r.expiry} />
          {actions(r)}
        </Flex>
      )}
    />
  );
}

function AuthorisationList({ person, edit }: { person: QualPerson; edit(e: Editing): void }) {
  const { t } = useTranslation();
  const models = useReference('planeModel');
  const canAdd = useCan(QualAuthorisation.api.Add);
  const canEdit = useCan(QualAuthorisation.api.Update);
  const canDelete = useCan(QualAuthorisation.api.Delete);
  const validity = (r: QualAuthorisationRow) => (
    <span className="hangar-inline">
      {day(r.validFrom)} – {r.validTo ? <ExpiryDay date={r.validTo} state={r.expiry} /> : <ExpiryDayNone />}
    </span>
  );
  const inForce = (r: QualAuthorisationRow) => (
    <StatusTag status={r.inForce ? 'fine' : 'closed'}>{yesNo(t, r.inForce)}</StatusTag>
  );
  const actions = (r: QualAuthorisationRow) => (
    <RowEdit
      canEdit={canEdit}
      canDelete={canDelete}
      onEdit={() => edit({ what: 'authorisation', record: r })}
      remove={{ endpoint: QualAuthorisation.api.Delete, id: r.id }}
      name={r.authNo}
    />
  );
  const columns: ColumnsType<QualAuthorisationRow> = [
    { title: t('qual.authNo'), key: 'authNo', render: (_, r) => r.authNo },
    {
      title: t('qual.models'),
      key: 'models',
      render: (_, r) => <NameTags names={r.models.map((id) => models.labelOf(id))} />,
    },
    { title: t('qual.categories'), key: 'categories', render: (_, r) => <NameTags names={r.categories} /> },
    { title: t('qual.kinds'), key: 'kinds', render: (_, r) => <KindTags kinds={r.kinds} /> },
    { title: t('qual.validTo'), key: 'validity', render: (_, r) => validity(r) },
    { title: t('qual.grantedBy'), key: 'grantedBy', render: (_, r) => r.grantedBy },
    { title: t('qual.needsMedical'), key: 'medicalRequired', render: (_, r) => yesNo(t, r.medicalRequired) },
    { title: t('qual.inForce'), key: 'inForce', render: (_, r) => inForce(r) },
    { title: t('qual.files'), key: 'files', render: (_, r) => <Files files={r.files} /> },
    { title: t('qual.actions'), key: 'actions', render: (_, r) => actions(r) },
  ];
  return (
    <Section
      testId="qual-authorisations"
      addLabel={t('qual.add.authorisation')}
      canAdd={canAdd}
      onAdd={() => edit({ what: 'authorisation' })}
      rows={person.authorisationRows}
      columns={columns}
      card={(r) => (
        <Flex vertical gap={4}>
          <span className="hangar-inline">
            <strong>{r.authNo}</strong> {inForce(r)}
          </span>
          <NameTags names={r.models.map((id) => models.labelOf(id))} />
          <KindTags kinds={r.kinds} />
          {validity(r)}
          {actions(r)}
        </Flex>
      )}
    />
  );
}

function ExpiryDayNone() {
  const { t } = useTranslation();
  return <StatusTag status="closed">{t('qual.state.none')}</StatusTag>;
}

function TrainingList({ person, edit }: { person: QualPerson; edit(e: Editing): void }) {
  const { t } = useTranslation();
  const models = useReference('planeModel');
  const canAdd = useCan(QualTraining.api.Add);
  const canEdit = useCan(QualTraining.api.Update);
  const canDelete = useCan(QualTraining.api.Delete);
  const actions = (r: QualTrainingRow) => (
    <RowEdit
      canEdit={canEdit}
      canDelete={canDelete}
      onEdit={() => edit({ what: 'training', record: r })}
      remove={{ endpoint: QualTraining.api.Delete, id: r.id }}
      name={r.course}
    />
  );
  const columns: ColumnsType<QualTrainingRow> = [
    { title: t('qual.course'), key: 'course', render: (_, r) => r.course },
    { title: t('qual.courseDate'), key: 'courseDate', render: (_, r) => day(r.courseDate) },
    { title: t('qual.expires'), key: 'expires', render: (_, r) => <ExpiryDay date={r.expires} state={r.expiry} /> },
    { title: t('qual.certificateNo'), key: 'certificateNo', render: (_, r) => r.certificateNo },
    {
      title: t('qual.models'),
      key: 'models',
      render: (_, r) => <NameTags names={r.models.map((id) => models.labelOf(id))} />,
    },
    { title: t('qual.files'), key: 'files', render: (_, r) => <Files files={r.files} /> },
    { title: t('qual.actions'), key: 'actions', render: (_, r) => actions(r) },
  ];
  return (
    <Section
      testId="qual-trainings"
      addLabel={t('qual.add.training')}
      canAdd={canAdd}
      onAdd={() => edit({ what: 'training' })}
      rows={person.trainingRows}
      columns={columns}
      card={(r) => (
        <Flex vertical gap={4}>
          <strong>{r.course}</strong>
          <span>{day(r.courseDate)}</span>
          <ExpiryDay date={r.expires} state={r.expiry} />
          {actions(r)}
        </Flex>
      )}
    />
  );
}

function MedicalList({ person, screen, edit }: { person: QualPerson; screen: string; edit(e: Editing): void }) {
  const { t } = useTranslation();
  const canAdd = useCan(QualMedical.api.Add, screen);
  const canEdit = useCan(QualMedical.api.Update, screen);
  const canDelete = useCan(QualMedical.api.Delete, screen);
  const actions = (r: QualMedicalRow) => (
    <RowEdit
      canEdit={canEdit}
      canDelete={canDelete}
      onEdit={() => edit({ what: 'medical', record: r })}
      remove={{ endpoint: QualMedical.api.Delete, id: r.id }}
      name={day(r.examDate)}
    />
  );
  return (
    <Section
      testId="qual-medicals"
      addLabel={t('qual.add.medical')}
      canAdd={canAdd}
      onAdd={() => edit({ what: 'medical' })}
      rows={person.medicalRows}
      columns={medicalColumns(t, actions)}
      card={(r) => medicalCard(t, r, actions(r))}
    />
  );
}

/** The columns of a medical examination (the pilot's drawer and the medicals screen). */
export function medicalColumns(
  t: (key: string) => string,
  actions: (row: QualMedicalRow) => ReactNode,
  withPerson = false,
): ColumnsType<QualMedicalRow> {
  return [
    ...(withPerson
      ? [{ title: t('qual.user'), key: 'userName', render: (_: unknown, r: QualMedicalRow) => r.userName }]
      : []),
    { title: t('qual.medicalClass'), key: 'medicalClass', render: (_, r) => t(`qual.class.${r.medicalClass}`) },
    { title: t('qual.examDate'), key: 'examDate', render: (_, r) => day(r.examDate) },
    { title: t('qual.result'), key: 'result', render: (_, r) => t(`qual.result.${r.result}`) },
    { title: t('qual.restrictions'), key: 'restrictions', ellipsis: true, render: (_, r) => r.restrictions },
    {
      title: t('qual.validUntil'),
      key: 'validUntil',
      render: (_, r) => <ExpiryDay date={r.validUntil} state={r.expiry} />,
    },
    { title: t('qual.files'), key: 'files', render: (_, r) => <Files files={r.files} /> },
    { title: t('qual.actions'), key: 'actions', render: (_, r) => actions(r) },
  ];
}

export function medicalCard(t: (key: string) => string, r: QualMedicalRow, actions: ReactNode, withPerson = false) {
  return (
    <Flex vertical gap={4}>
      <strong>
        {withPerson ? `${r.userName} · ` : ''}
        {t(`qual.class.${r.medicalClass}`)} · {day(r.examDate)}
      </strong>
      <span>
        {t(`qual.result.${r.result}`)}
        {r.restrictions ? ` · ${r.restrictions}` : ''}
      </span>
      <ExpiryDay date={r.validUntil} state={r.expiry} />
      {actions}
    </Flex>
  );
}

function RecencyList({ rows }: { rows: RecencyRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qual.recency.none')} />;
  const state = (r: RecencyRow) => (
    <StatusTag status={r.ok ? 'fine' : 'overdue'}>
      {r.ok ? t('qual.recency.ok') : t('qual.recency.short', { required: r.required })}
    </StatusTag>
  );
  const months = (r: RecencyRow) => t('qual.recency.months', { months: r.months, window: RECENCY_WINDOW_MONTHS });
  const columns: ColumnsType<RecencyRow> = [
    { title: t('qual.models'), key: 'modelName', render: (_, r) => r.modelName },
    { title: t('qual.tab.recency'), key: 'months', render: (_, r) => months(r) },
    { title: t('qual.recency.worked'), key: 'worked', render: (_, r) => r.worked },
    { title: t('qual.expiry'), key: 'ok', render: (_, r) => state(r) },
    { title: t('qual.recency.lastDay'), key: 'lastDay', render: (_, r) => day(r.lastDay) },
  ];
  return (
    <div data-testid="qual-recency">
      <DataTable<RecencyRow>
        rowKey="model"
        columns={columns}
        rows={{ items: rows }}
        size="small"
        card={(r) => (
          <Flex vertical gap={4}>
            <strong>{r.modelName}</strong>
            <span className="hangar-inline">
              {months(r)} {state(r)}
            </span>
          </Flex>
        )}
      />
    </div>
  );
}
