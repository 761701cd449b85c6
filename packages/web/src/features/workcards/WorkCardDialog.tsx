import { ObjType } from '@hangar/domain/codes';
import type { FileEntry } from '@hangar/domain/contracts/fields';
import { MaintainItem } from '@hangar/domain/contracts/maintenance';
import { kindLabelKey, WORK_KINDS, type WorkKind } from '@hangar/domain/contracts/qualifications';
import {
  CARD_TYPES,
  type RelatedCard,
  WorkCard,
  WorkCardMat,
  type WorkCardRow,
} from '@hangar/domain/contracts/workcards';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Divider, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { OperLogButton } from '../../components/oper-log/OperLogAction';
import { useCan } from '../../session/session-context';
import { MaintainItemPicker } from '../maintenance/MaintainItemPicker';
import { basisFileName, lookUpBasisFile } from './basis-file';
import { changedMats, loadedLines, type MatLine, newMats, renewedLines } from './card-lines';
import { MatTable } from './MatTable';
import { StepsEditor, type StepValues, stepsBody } from './StepsEditor';

/*
 * The work card dialog (model document §2.4, §4 "Work card", §5): draggable, 75 % wide; number, name, type
 * (the category's types), version, release date, remarks, related cards (number and name required), material
 * lines (MatTable: tracked as new / updated / deleted) and files. Category > 1 (the instruction dialog) adds
 * the basis file's number and chapter — checked on blur of the number (basis-file.ts): its id is accordingId —
 * and the linked maintenance item (the model's maintenance item picker, single) as maintainId.
 *
 *   <WorkCardDialog key={opening} model={model} category={2} record={row} onClose={close} onSaved={saved} />
 *
 * Mount it anew for each opening (a key): its material lines live here, not in the form. Add sends every line
 * as new (`mats`); edit loads the lines (WorkCardMat/Query, page 100) and sends UpdateWithItems with the
 * changed lines only. `prefill` (after a first add) opens an add with the last saved values (§4).
 */

export const CARD_LINES_PAGE_SIZE = 100;

export interface CardValues {
  seri?: string;
  name?: string;
  type?: number;
  version?: string;
  releaseDate?: Dayjs | null;
  remarks?: string;
  according?: string;
  accordingPage?: string;
  relational?: RelatedCard[];
  files?: FileEntry[];
  steps?: StepValues[];
  estimatedHours?: number | null;
  /** The kind of authorisation the card's steps need (issue 34), or none (maintenance). */
  requiredKind?: WorkKind | null;
}

/** What an add opens with after a first add (the last saved values, §4). */
export interface CardPrefill {
  values: CardValues;
  lines: MatLine[];
  basis: Basis | null;
  maintain: { id: number; name: string } | null;
}

type Basis = { seri: string; id: number; name: string };

export interface WorkCardDialogProps {
  model: { id: number; name: string };
  category: number;
  /** The card edited; absent = a new card. */
  record?: WorkCardRow;
  prefill?: CardPrefill | null;
  onClose(): void;
  /** After a save: the values saved (the next add's prefill). */
  onSaved(saved: CardPrefill): unknown;
}

const toApiDate = (value: Dayjs | null | undefined) => (value ? `${value.format('YYYY-MM-DD')} 00:00:00` : null);
const eq = (name: string, value: number) => ({ name, compare: 'eq', value, relate: 'and' as const });

export function WorkCardDialog({ model, category, record, prefill, onClose, onSaved }: WorkCardDialogProps) {
  const { t } = useTranslation();
  const canDelete = useCan(WorkCard.api.Delete);
  const instruction = category > 1;
  const [lines, setLines] = useState<MatLine[] | null>(record ? null : renewedLines(prefill?.lines ?? []));
  const basis = useRef<Basis | null>(
    record?.accordingId && record.according
      ? { seri: record.according, id: record.accordingId, name: '' }
      : (prefill?.basis ?? null),
  );
  const [basisName, setBasisName] = useState<string>(prefill?.basis?.name ?? '');
  const [maintain, setMaintain] = useState<{ id: number; name: string } | null>(
    record?.maintainId ? { id: record.maintainId, name: `#${record.maintainId}` } : (prefill?.maintain ?? null),
  );

  const stored = useQuery({
    queryKey: [WorkCardMat.table, 'card', record?.id],
    enabled: record !== undefined,
    queryFn: () =>
      call(WorkCardMat.api.Query, {
        fixedFilters: [eq('card', record?.id ?? 0)],
        page: 1,
        pageSize: CARD_LINES_PAGE_SIZE,
      }),
  });
  useEffect(() => {
    if (stored.data && lines === null) setLines(loadedLines(stored.data));
  }, [stored.data, lines]);

  // The names of a stored card's links (the card keeps their ids only).
  useEffect(() => {
    if (!record || !instruction) return;
    let live = true;
    const accordingId = record.accordingId;
    if (accordingId)
      void basisFileName(model.id, accordingId).then((name) => {
        if (live && name !== null) {
          if (basis.current?.id === accordingId) basis.current = { ...basis.current, name };
          setBasisName(name);
        }
      });
    const maintainId = record.maintainId;
    if (maintainId)
      void call(MaintainItem.api.Query, {
        fixedFilters: [eq('planeModel', model.id)],
        filters: [eq('id', maintainId)],
        page: 1,
        pageSize: 1,
      }).then((answer) => {
        const item = answer.items[0];
        if (live && item) setMaintain((now) => (now?.id === item.id ? { id: item.id, name: item.name } : now));
      });
    return () => {
      live = false;
    };
  }, [record, instruction, model.id]);

  const submit = async (values: CardValues) => {
    const according = values.according?.trim() ?? '';
    const accordingId = instruction && according && basis.current?.seri === according ? basis.current.id : null;
    const fields = {
      seri: (values.seri ?? '').trim(),
      name: (values.name ?? '').trim(),
      type: values.type as number,
      version: (values.version ?? '').trim(),
      releaseDate: toApiDate(values.releaseDate),
      remarks: values.remarks ?? null,
      according: instruction ? according || null : null,
      accordingPage: instruction ? values.accordingPage?.trim() || null : null,
      accordingId,
      maintainId: instruction ? (maintain?.id ?? null) : null,
      relational: (values.relational ?? []).map((r) => ({ seri: r.seri.trim(), name: r.name.trim() })),
      files: values.files ?? [],
      steps: stepsBody(values.steps),
      estimatedHours: typeof values.estimatedHours === 'number' ? values.estimatedHours : null,
      requiredKind: values.requiredKind ?? null,
    };
    const current = lines ?? [];
    if (record)
      await call(WorkCard.api.UpdateWithItems, {
        id: record.id,
        ...fields,
        mats: changedMats(current),
      });
    else
      await call(WorkCard.api.Add, {
        planeModel: model.id,
        category: category as 1 | 2 | 3 | 4,
        ...fields,
        mats: newMats(current),
      });
    await onSaved({
      values: { ...values, files: [] },
      lines: current,
      basis: accordingId && basis.current ? basis.current : null,
      maintain: instruction ? maintain : null,
    });
  };

  const initialValues: CardValues = record
    ? {
        seri: record.seri,
        name: record.name,
        type: record.type,
        version: record.version,
        releaseDate: record.releaseDate ? dayjs(record.releaseDate.slice(0, 10)) : null,
        remarks: record.remarks ?? undefined,
        according: record.according ?? undefined,
        accordingPage: record.accordingPage ?? undefined,
        relational: record.relational ?? [],
        files: record.files ?? [],
        steps: record.steps ?? [],
        estimatedHours: record.estimatedHours,
        requiredKind: (record.requiredKind as WorkKind | null) ?? null,
      }
    : (prefill?.values ?? { type: 10 * (category - 1) + 1, relational: [], files: [], steps: [] });
  const categoryName = t(`workcards.category.${category}`);
  const logType = CARD_LOG_TYPE[category] ?? ObjType.JobCard;

  return (
    <EditorDialog<CardValues>
      state={record ? 'edit' : 'add'}
      title={
        <Flex gap={8} align="center">
          <span>
            {record
              ? t('workcards.dialog.edit', { name: record.name })
              : t('workcards.dialog.add', { category: categoryName })}
          </span>
          {record ? <OperLogButton targetType={logType} targetId={record.id} /> : null}
        </Flex>
      }
      open
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      width="75%"
      draggable
      labelWidth={120}
    >
      <Form.Item
        name="seri"
        label={t('workcards.field.seri')}
        rules={[{ required: true, whitespace: true, message: t('workcard.seriRequired') }, { max: 100 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('workcards.field.name')}
        rules={[{ required: true, whitespace: true, message: t('workcard.nameRequired') }, { max: 200 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="type"
        label={t('workcards.field.type')}
        rules={[{ required: true, message: t('workcard.typeRequired') }]}
      >
        <Select
          options={(CARD_TYPES[category] ?? [100]).map((code) => ({
            value: code,
            label: t(`workcards.type.${code}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('workcards.field.version')}
        rules={[{ required: true, whitespace: true, message: t('workcard.versionRequired') }, { max: 50 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="releaseDate" label={t('workcards.field.releaseDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      {instruction ? (
        <>
          <Form.Item
            name="according"
            label={t('workcards.field.according')}
            validateTrigger="onBlur"
            extra={basisName ? `${t('workcards.field.accordingDoc')}: ${basisName}` : undefined}
            rules={[
              { max: 100 },
              {
                validator: async (_, value: string | undefined) => {
                  const seri = value?.trim() ?? '';
                  if (!seri) {
                    basis.current = null;
                    setBasisName('');
                    return;
                  }
                  if (basis.current?.seri === seri) return;
                  const found = await lookUpBasisFile(model.id, seri);
                  if (found.kind !== 'found') {
                    basis.current = null;
                    setBasisName('');
                    throw new Error(t(found.message));
                  }
                  basis.current = { seri, id: found.document.id, name: found.document.name };
                  setBasisName(found.document.name);
                },
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="accordingPage" label={t('workcards.field.accordingPage')} rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item label={t('workcards.field.maintain')}>
            <MaintainLink model={model} value={maintain} onChange={setMaintain} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="remarks" label={t('workcards.field.remarks')} rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="files" label={t('workcards.field.files')}>
        <FileUpload use="workcard" target={model.id} canDelete={canDelete} max={20} />
      </Form.Item>
      <Divider titlePlacement="start">{t('steps.title')}</Divider>
      <Form.Item name="estimatedHours" label={t('steps.estimatedHours')}>
        <InputNumber min={0} max={10_000} step={0.5} />
      </Form.Item>
      <Form.Item
        name="requiredKind"
        label={t('workcards.field.requiredKind')}
        extra={t('workcards.field.requiredKindHint')}
      >
        <Select
          allowClear
          placeholder={t('qual.kind.maintenance')}
          options={WORK_KINDS.map((kind) => ({ value: kind, label: t(kindLabelKey(kind)) }))}
        />
      </Form.Item>
      <StepsEditor />
      <Divider titlePlacement="start">{t('workcards.related.title')}</Divider>
      <RelatedCards />
      <Divider titlePlacement="start">{t('workcards.mat.title')}</Divider>
      {lines === null ? null : <MatTable lines={lines} onChange={setLines} />}
    </EditorDialog>
  );
}

/** The operation log's object type of a card by category (JobCard, EngineeringOrder, SurveyNotice, TechBulletin). */
export const CARD_LOG_TYPE: Record<number, number> = {
  1: ObjType.JobCard,
  2: ObjType.EngineeringOrder,
  3: ObjType.SurveyNotice,
  4: ObjType.TechBulletin,
};

/** The related-card rows: add and remove; number and name required (§5). */
function RelatedCards() {
  const { t } = useTranslation();
  return (
    <Form.List name="relational">
      {(rows, { add, remove }) => (
        <Flex vertical gap={4}>
          {rows.map((row, index) => (
            <Flex key={row.key} gap={8} align="start">
              <Form.Item
                name={[row.name, 'seri']}
                rules={[{ required: true, whitespace: true, message: t('workcard.relatedSeriRequired') }]}
                style={{ flex: 1, marginBottom: 8 }}
              >
                <Input placeholder={t('workcards.related.seri')} aria-label={t('workcards.related.seri')} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'name']}
                rules={[{ required: true, whitespace: true, message: t('workcard.relatedNameRequired') }]}
                style={{ flex: 2, marginBottom: 8 }}
              >
                <Input placeholder={t('workcards.related.name')} aria-label={t('workcards.related.name')} />
              </Form.Item>
              <Button
                type="link"
                danger
                aria-label={t('workcards.related.remove', { index: index + 1 })}
                onClick={() => remove(row.name)}
              >
                {t('workcards.delete')}
              </Button>
            </Flex>
          ))}
          <Button type="dashed" onClick={() => add({ seri: '', name: '' })}>
            {t('workcards.related.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** The linked maintenance item: its name, the model's picker (single) and a clear link. */
function MaintainLink({
  model,
  value,
  onChange,
}: {
  model: { id: number; name: string };
  value: { id: number; name: string } | null;
  onChange(value: { id: number; name: string } | null): void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type={value ? undefined : 'secondary'}>
        {value ? value.name : t('workcards.maintain.none')}
      </Typography.Text>
      <Button size="small" onClick={() => setPicking(true)}>
        {t('workcards.maintain.pick')}
      </Button>
      {value ? (
        <Button size="small" type="link" onClick={() => onChange(null)}>
          {t('workcards.maintain.clear')}
        </Button>
      ) : null}
      <MaintainItemPicker
        open={picking}
        model={model}
        mode="single"
        onClose={() => setPicking(false)}
        onPick={async (items) => {
          const item = items[0];
          if (item) onChange({ id: item.id, name: item.name });
        }}
      />
    </Flex>
  );
}
