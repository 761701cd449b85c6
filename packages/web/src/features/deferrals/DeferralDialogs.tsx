import { Deferral, type DeferralRow, MelItem, type MelItemRow } from '@hangar/domain/contracts/deferrals';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { contractRule, counterOf } from '../../components/contract-rules';
import { EditorDialog } from '../../components/EditorDialog';
import { categoryLabel, dueLabel } from './deferral-view';

/*
 * The deferral dialogs (issue 32), each over EditorDialog (the server's field errors land on their fields):
 *
 *   <DeferDialog fault={{ id, title, plane, model }} onClose={(saved) => …} />   // a fault under an MEL item
 *   <ExtendDialog deferral={row} onClose={…} />                                   // the one extension
 *   <CloseDialog deferral={row} onClose={…} />                                    // closes it with a reason
 *
 * Defer lists the company's MEL items of the aircraft's model with their category and limit; the placard is
 * required. Extend asks for the approver, the reason and a later limit: a day for a day limit, a count of hours or
 * landings for a counter limit.
 */

const shape = {
  defer: Deferral.api.Add.input.shape,
  extend: Deferral.api.Extend.input.shape,
  close: Deferral.api.Close.input.shape,
};

export interface DeferFault {
  id: number;
  title: string;
  model: number | null;
}

interface DeferValues {
  melItem: number;
  placard: string;
  remarks?: string;
}

export function DeferDialog({ fault, onClose }: { fault: DeferFault; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const items = useQuery({
    queryKey: [MelItem.table, 'model', fault.model],
    queryFn: () =>
      call(MelItem.api.Query, {
        fixedFilters: [{ name: 'planeModel', compare: 'eq', value: fault.model ?? 0 }],
        page: 1,
        pageSize: 1000,
      } as never),
    enabled: fault.model !== null,
  });
  const options = (items.data?.items ?? []).map((i: MelItemRow) => ({
    value: i.id,
    label: `${i.itemNo} ${i.title} (${categoryLabel(i, t)})`,
  }));
  return (
    <EditorDialog<DeferValues>
      state="add"
      open
      title={`${t('deferral.deferTitle')}: ${fault.title}`}
      onClose={() => onClose(false)}
      successMessage={t('deferral.deferred')}
      onSubmit={async (values) => {
        await call(Deferral.api.Add, { task: fault.id, ...values });
        onClose(true);
      }}
    >
      <Form.Item
        name="melItem"
        label={t('deferral.melItem')}
        rules={[{ required: true, message: t('deferral.melItemRequired') }]}
      >
        <Select options={options} loading={items.isFetching} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="placard"
        label={t('deferral.placard')}
        rules={[
          { required: true, whitespace: true, message: t('deferral.placardRequired') },
          contractRule(shape.defer.placard, t, t('deferral.placard')),
        ]}
      >
        <Input.TextArea rows={2} count={counterOf(shape.defer.placard)} />
      </Form.Item>
      <Form.Item
        name="remarks"
        label={t('deferral.remarks')}
        rules={[contractRule(shape.defer.remarks, t, t('deferral.remarks'))]}
      >
        <Input.TextArea rows={2} count={counterOf(shape.defer.remarks)} />
      </Form.Item>
    </EditorDialog>
  );
}

interface ExtendValues {
  approver: string;
  reason: string;
  dueDate?: dayjs.Dayjs;
  dueCounter?: number;
}

export function ExtendDialog({ deferral, onClose }: { deferral: DeferralRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const byDay = deferral.dueDate !== null;
  return (
    <EditorDialog<ExtendValues>
      state="edit"
      open
      title={`${t('deferral.extendTitle')}: ${deferral.itemNo} ${deferral.title}`}
      onClose={() => onClose(false)}
      onSubmit={async ({ dueDate, ...values }) => {
        await call(Deferral.api.Extend, {
          id: deferral.id,
          ...values,
          ...(byDay ? { dueDate: dueDate ? dueDate.format('YYYY-MM-DD') : undefined } : {}),
        });
        onClose(true);
      }}
    >
      <Form.Item label={t('deferral.due')}>{dueLabel(deferral, t)}</Form.Item>
      <Form.Item
        name="approver"
        label={t('deferral.approver')}
        rules={[
          { required: true, whitespace: true, message: t('deferral.approverRequired') },
          contractRule(shape.extend.approver, t, t('deferral.approver')),
        ]}
      >
        <Input count={counterOf(shape.extend.approver)} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('deferral.reason')}
        rules={[
          { required: true, whitespace: true, message: t('deferral.reasonRequired') },
          contractRule(shape.extend.reason, t, t('deferral.reason')),
        ]}
      >
        <Input.TextArea rows={3} count={counterOf(shape.extend.reason)} />
      </Form.Item>
      {byDay ? (
        <Form.Item
          name="dueDate"
          label={t('deferral.dueDate')}
          rules={[{ required: true, message: t('deferral.dueDateRequired') }]}
        >
          <DatePicker />
        </Form.Item>
      ) : (
        <Form.Item
          name="dueCounter"
          label={t('deferral.dueCounter')}
          rules={[{ required: true, message: t('deferral.dueCounterRequired', { unit: deferral.limitUnit }) }]}
        >
          <InputNumber min={0} />
        </Form.Item>
      )}
    </EditorDialog>
  );
}

export function CloseDialog({ deferral, onClose }: { deferral: DeferralRow; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  return (
    <EditorDialog<{ reason: string }>
      state="edit"
      open
      title={`${t('deferral.closeTitle')}: ${deferral.itemNo} ${deferral.title}`}
      onClose={() => onClose(false)}
      onSubmit={async (values) => {
        await call(Deferral.api.Close, { id: deferral.id, ...values });
        onClose(true);
      }}
    >
      <Form.Item
        name="reason"
        label={t('deferral.reason')}
        rules={[
          { required: true, whitespace: true, message: t('deferral.closeReasonRequired') },
          contractRule(shape.close.reason, t, t('deferral.reason')),
        ]}
      >
        <Input.TextArea rows={3} count={counterOf(shape.close.reason)} />
      </Form.Item>
    </EditorDialog>
  );
}
