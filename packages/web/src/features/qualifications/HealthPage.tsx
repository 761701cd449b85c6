import {
  type ExpiryState,
  MEDICAL_CLASSES,
  type MedicalQueryInput,
  QualMedical,
  type QualMedicalRow,
} from '@hangar/domain/contracts/qualifications';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { DataTable } from '../../components/DataTable';
import { RowControlsStyle } from '../../components/row-controls';
import { useCan } from '../../session/session-context';
import { medicalCard, medicalColumns, RowEdit } from './PersonDrawer';
import { MedicalDialog } from './QualDialogs';
import { classLabel, day } from './qual-view';

/*
 * /qualification/health (体检管理 / Medical checks, issue 34): every medical examination of the company's members
 * (QualMedical/Query: nearest end of validity first) — person, class (一般体检 for a staff examination), date,
 * result, restrictions, last valid day with its state — filtered by state and class; add (choosing the person),
 * edit and delete where the grant on this screen allows.
 */

const SCREEN = 'qualification-health';
const STATES: ExpiryState[] = ['expired', 'due30', 'due90', 'valid', 'none'];

type Editing = { record?: QualMedicalRow } | null;

export default function HealthPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Pick<MedicalQueryInput, 'state' | 'medicalClass'>>({});
  const [editing, setEditing] = useState<Editing>(null);
  const canAdd = useCan(QualMedical.api.Add, SCREEN);
  const canEdit = useCan(QualMedical.api.Update, SCREEN);
  const canDelete = useCan(QualMedical.api.Delete, SCREEN);
  const actions = (r: QualMedicalRow) => (
    <RowEdit
      canEdit={canEdit}
      canDelete={canDelete}
      onEdit={() => setEditing({ record: r })}
      remove={{ endpoint: QualMedical.api.Delete, id: r.id }}
      name={`${r.userName} ${day(r.examDate)}`}
    />
  );
  return (
    <Flex vertical gap={12} data-testid="qual-health">
      <RowControlsStyle />
      <Flex gap={8} wrap justify="space-between">
        <Flex gap={8} wrap>
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('qual.filter.allStates')}
            aria-label={t('qual.expiry')}
            options={STATES.map((s) => ({ value: s, label: t(`qual.state.${s}`) }))}
            value={filter.state}
            onChange={(state) => setFilter((f) => ({ ...f, state }))}
          />
          <Select
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t('qual.filter.allClasses')}
            aria-label={t('qual.medicalClass')}
            options={MEDICAL_CLASSES.map((c) => ({ value: c, label: classLabel(t, c) }))}
            value={filter.medicalClass}
            onChange={(medicalClass) => setFilter((f) => ({ ...f, medicalClass }))}
          />
        </Flex>
        {canAdd ? (
          <Button type="primary" onClick={() => setEditing({})}>
            {t('qual.add.medical')}
          </Button>
        ) : null}
      </Flex>
      <DataTable<QualMedicalRow>
        rowKey="id"
        columns={medicalColumns(t, actions, true)}
        queryKey={[QualMedical.table, filter]}
        query={(page) => call(QualMedical.api.Query, { ...filter, page: page.page, pageSize: page.pageSize })}
        heightOffset={360}
        card={(r) => medicalCard(t, r, actions(r), true)}
      />
      {editing ? <MedicalDialog record={editing.record} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}
