import { FilePdfOutlined } from '@ant-design/icons';
import {
  CARD_MAX_ATTACHMENTS,
  measured,
  type OrderCardRow,
  type OrderDetail,
  OrderPaper,
  OrderState,
  type OrderStepRow,
  outOfLimits,
  ProductionOrder,
} from '@hangar/domain/contracts/orders';
import { Alert, App, Button, DatePicker, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { contractRule, counterOf } from '../../components/contract-rules';
import { DocumentButton } from '../../components/document-download';
import { EditorDialog } from '../../components/EditorDialog';
import { DownloadLinks } from '../../components/file-upload/download';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { useReference } from '../../components/reference';
import { useCan, useSession } from '../../session/session-context';
import { useApplyDetail } from './order-cache';
import { CardStateTag, day, limitsLabel, minute } from './order-view';

/*
 * The task cards of an order (issue 33), each a section headed by its number and name: sequence, source, card
 * number, version, files, estimated against booked hours, state; its steps in order, each with its text, RII
 * mark, unit and limits, who signed and inspected it and when. While the order is released or in work:
 * - Sign on the card's next unsigned step (the performer signs in order); a measured step (`measured`) asks for
 *   its value, shows the unit and limits, and warns before sending a value outside them (the server refuses it:
 *   raise a finding);
 * - Inspect on a performed, uninspected RII step — not offered to its performer (the session's user id), who
 *   reads "awaiting another inspector" instead;
 * - Book hours and Raise a finding (a non-routine card and its fault) per card; Remove a card with no signed step
 *   (the order's update ability).
 * Every control is offered by the caller's access (useCan) too. The answers (the order's detail) replace the
 * shown order at once. Laid out to wrap at 390 px: the technician signs at the aircraft.
 */

const css = `
.hangar-order-card-section { border: 1px solid var(--ant-color-border-secondary); border-radius: 8px; padding: 8px 12px; }
.hangar-order-card-section h4 { margin: 0; font-size: 15px; }
.hangar-order-steps { margin: 8px 0 0; padding-inline-start: 0; list-style: none; display: flex; flex-direction: column; gap: 6px; }
.hangar-order-step { border-top: 1px dashed var(--ant-color-border-secondary); padding-top: 6px; }
`;

const working = (order: OrderDetail) => order.state === OrderState.Released || order.state === OrderState.InWork;

/** A card's heading id: its QR code's address (`?order=&card=`) brings it into view and focus. */
export const cardHeadingId = (card: number) => `order-card-heading-${card}`;

export default function OrderCards({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-cards-heading">
      <style href="hangar-order-cards" precedence="default">
        {css}
      </style>
      <Typography.Title level={3} id="order-cards-heading" style={{ fontSize: 16 }}>
        {t('orders.cardsTitle')} ({order.cardList.length})
      </Typography.Title>
      <Flex vertical gap={8}>
        {order.cardList.map((card) => (
          <CardSection key={card.id} order={order} card={card} />
        ))}
      </Flex>
    </section>
  );
}

function CardSection({ order, card }: { order: OrderDetail; card: OrderCardRow }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const apply = useApplyDetail(order.id);
  const headingId = cardHeadingId(card.id);
  const [dialog, setDialog] = useState<'labour' | 'finding' | null>(null);
  const can = {
    remove: useCan(ProductionOrder.api.RemoveCard),
    labour: useCan(ProductionOrder.api.BookLabour),
    finding: useCan(ProductionOrder.api.AddFinding),
    files: useCan(ProductionOrder.api.CardFiles),
  };
  const signedAny = card.steps.some((s) => s.performedBy !== null);
  // A control item's due when it was planned (what the planner saw).
  const due = [
    day(card.dueDate),
    card.dueHours !== null ? `${card.dueHours} ${t('plan.hours')}` : '',
    card.dueLandings !== null ? `${card.dueLandings} ${t('plan.landings')}` : '',
  ]
    .filter(Boolean)
    .join(' / ');
  const next = card.steps.find((s) => s.performedBy === null);
  const remove = () =>
    modal.confirm({
      title: t('orders.confirmRemove', { name: card.name }),
      okText: t('list.confirm.ok'),
      cancelText: t('list.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          apply(await call(ProductionOrder.api.RemoveCard, { card: card.id }));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });
  return (
    <section className="hangar-order-card-section" aria-labelledby={headingId} data-testid={`order-card-${card.id}`}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <h4 id={headingId} tabIndex={-1}>
          {card.seq}. {card.seri ? `${card.seri} ` : ''}
          {card.name}
        </h4>
        <Flex gap={8} align="center">
          <CardStateTag state={card.state} t={t} />
          <DocumentButton
            endpoint={OrderPaper.api.Cards}
            body={{ id: order.id, card: card.id }}
            size="small"
            icon={<FilePdfOutlined />}
            aria-label={t('orders.paper.card', { seq: card.seq })}
          >
            {t('orders.paper.cardShort')}
          </DocumentButton>
        </Flex>
      </Flex>
      <Flex gap={12} wrap>
        <Typography.Text type="secondary">
          {t('order.card.source')}: {t(`order.source.${card.source}`)}
        </Typography.Text>
        {card.version ? (
          <Typography.Text type="secondary">
            {t('order.card.version')}: {card.version}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary">
          {t('order.card.hours')}: {card.estimatedHours ?? '–'} / {card.bookedHours}
        </Typography.Text>
        {due ? (
          <Typography.Text type="secondary">
            {t('plan.due')}: {due}
          </Typography.Text>
        ) : null}
      </Flex>
      {card.files && card.files.length > 0 ? <DownloadLinks files={card.files} /> : null}
      {card.steps.length === 0 ? (
        <Typography.Text type="secondary">{t('orders.noSteps')}</Typography.Text>
      ) : (
        <ol className="hangar-order-steps" aria-label={t('orders.steps')}>
          {card.steps.map((step) => (
            <StepItem key={step.id} order={order} step={step} isNext={step.id === next?.id} />
          ))}
        </ol>
      )}
      <CardFiles order={order} card={card} editable={working(order) && can.files} />
      {card.labour.length > 0 ? (
        <Typography.Paragraph style={{ margin: '6px 0 0' }}>
          {t('orders.labour')}: {card.labour.map((l) => `${l.name ?? ''} ${day(l.day)} ${l.hours}h`).join('; ')}
        </Typography.Paragraph>
      ) : null}
      <Flex gap={8} wrap style={{ marginTop: 8 }} className="hangar-no-print">
        {working(order) && can.labour ? (
          <Button size="small" onClick={() => setDialog('labour')}>
            {t('orders.bookLabour')}
          </Button>
        ) : null}
        {working(order) && can.finding ? (
          <Button size="small" onClick={() => setDialog('finding')}>
            {t('orders.finding')}
          </Button>
        ) : null}
        {order.abilities.update && can.remove && !signedAny ? (
          <Button size="small" danger onClick={remove}>
            {t('orders.removeCard')}
          </Button>
        ) : null}
      </Flex>
      {dialog === 'labour' ? <LabourDialog card={card} onClose={() => setDialog(null)} onSaved={apply} /> : null}
      {dialog === 'finding' ? <FindingDialog card={card} onClose={() => setDialog(null)} onSaved={apply} /> : null}
    </section>
  );
}

/** The card's files and photos taken during the work: saved as soon as an upload ends or a file is removed. */
function CardFiles({ order, card, editable }: { order: OrderDetail; card: OrderCardRow; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const apply = useApplyDetail(order.id);
  if (!editable && card.attachments.length === 0) return null;
  const save = async (attachments: OrderCardRow['attachments']) => {
    try {
      apply(await call(ProductionOrder.api.CardFiles, { card: card.id, attachments }));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <fieldset data-testid={`card-files-${card.id}`} style={{ margin: '6px 0 0', padding: 0, border: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 'inherit', margin: 0 }}>
        <Typography.Text type="secondary">{t('orders.cardFiles')}</Typography.Text>
      </legend>
      {editable ? (
        <FileUpload
          use="attachment"
          value={card.attachments}
          onChange={(list) => void save(list)}
          canDelete
          max={CARD_MAX_ATTACHMENTS}
        />
      ) : (
        <DownloadLinks files={card.attachments} />
      )}
    </fieldset>
  );
}

function StepItem({ order, step, isNext }: { order: OrderDetail; step: OrderStepRow; isNext: boolean }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { user } = useSession();
  const apply = useApplyDetail(order.id);
  const canSign = useCan(ProductionOrder.api.SignStep);
  const canInspect = useCan(ProductionOrder.api.InspectStep);
  const [value, setValue] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const valueId = useId();
  const warnId = useId();
  const asks = measured(step);
  const out = asks && value !== null ? outOfLimits(step, value) : null;
  const limits = limitsLabel(step);
  const performed = step.performedBy !== null;
  const inspected = step.inspectedBy !== null;
  const offerSign = working(order) && canSign && isNext && !performed;
  const offerInspect = working(order) && canInspect && step.rii === 1 && performed && !inspected;
  const ownStep = step.performedBy === user.id;

  const run = async (action: () => Promise<OrderDetail>) => {
    setBusy(true);
    try {
      apply(await action());
      setValue(null);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const send = () => run(() => call(ProductionOrder.api.SignStep, { step: step.id, ...(asks ? { value } : {}) }));
  const sign = () => {
    if (asks && value === null) {
      void message.warning(t('orders.valueNeeded'));
      return;
    }
    if (out && value !== null) {
      modal.confirm({
        title: t('orders.outOfLimits', { value, min: step.min ?? '–', max: step.max ?? '–' }),
        okText: t('orders.sign'),
        cancelText: t('list.confirm.cancel'),
        onOk: send,
      });
      return;
    }
    void send();
  };

  return (
    <li className="hangar-order-step" data-testid={`order-step-${step.id}`}>
      <Flex gap={8} wrap align="baseline">
        <strong>{t('orders.step', { seq: step.seq })}</strong>
        {step.rii === 1 ? <span className="hangar-tag hangar-tag-purple">{t('orders.rii')}</span> : null}
        <span style={{ whiteSpace: 'pre-wrap', flex: '1 1 240px' }}>{step.text}</span>
      </Flex>
      {asks ? (
        <Typography.Text type="secondary">
          {t('orders.limits')}: {limits}
          {performed && step.value !== null
            ? ` · ${t('orders.value')}: ${step.value}${step.unit ? ` ${step.unit}` : ''}`
            : ''}
        </Typography.Text>
      ) : null}
      {performed ? (
        <div>
          <Typography.Text>
            {t('orders.performedBy', {
              name: [step.performedName, step.performedLicence].filter(Boolean).join(' '),
              at: minute(step.performedAt),
            })}
          </Typography.Text>
        </div>
      ) : null}
      {inspected ? (
        <div>
          <Typography.Text>
            {t('orders.inspectedBy', {
              name: [step.inspectedName, step.inspectedLicence].filter(Boolean).join(' '),
              at: minute(step.inspectedAt),
            })}
          </Typography.Text>
        </div>
      ) : null}
      {offerSign ? (
        <Flex gap={8} wrap align="center" style={{ marginTop: 4 }} className="hangar-no-print">
          {asks ? (
            <>
              <label htmlFor={valueId}>
                {t('orders.value')}
                {step.unit ? ` (${step.unit})` : ''}
              </label>
              <InputNumber
                id={valueId}
                value={value}
                onChange={(v) => setValue(typeof v === 'number' ? v : null)}
                inputMode="decimal"
                style={{ width: 140 }}
                status={out ? 'warning' : undefined}
                aria-describedby={out ? warnId : undefined}
              />
            </>
          ) : null}
          <Button type="primary" loading={busy} onClick={sign} style={{ minHeight: 36 }}>
            {t('orders.sign')}
          </Button>
        </Flex>
      ) : null}
      {offerSign && out && value !== null ? (
        <Alert
          id={warnId}
          type="warning"
          showIcon
          role="alert"
          style={{ marginTop: 4 }}
          title={t('orders.outOfLimits', { value, min: step.min ?? '–', max: step.max ?? '–' })}
        />
      ) : null}
      {offerInspect && !ownStep ? (
        <Button
          style={{ marginTop: 4, minHeight: 36 }}
          loading={busy}
          className="hangar-no-print"
          onClick={() => run(() => call(ProductionOrder.api.InspectStep, { step: step.id }))}
        >
          {t('orders.inspectStep')}
        </Button>
      ) : null}
      {step.rii === 1 && performed && !inspected && ownStep ? (
        <Typography.Text type="secondary">{t('orders.awaitInspection')}</Typography.Text>
      ) : null}
    </li>
  );
}

const labourShape = ProductionOrder.api.BookLabour.input.shape;
const findingShape = ProductionOrder.api.AddFinding.input.shape;

function LabourDialog({
  card,
  onClose,
  onSaved,
}: {
  card: OrderCardRow;
  onClose(): void;
  onSaved(detail: OrderDetail): void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const employees = useReference('employee');
  // The company's members by user id (the membership's pid), the caller first chosen.
  const people = employees.items.flatMap((e) =>
    e.pid === null ? [] : [{ value: e.pid, label: e.realName || e.name || String(e.pid) }],
  );
  return (
    <EditorDialog<{ user?: number; day: Dayjs; hours: number; remarks?: string }>
      state="add"
      open
      title={`${t('orders.bookLabour')}: ${card.seq}. ${card.name}`}
      successMessage={t('orders.labourBooked')}
      initialValues={{ user: user.id, day: dayjs() }}
      onClose={onClose}
      onSubmit={async (values) => {
        onSaved(
          await call(ProductionOrder.api.BookLabour, {
            card: card.id,
            ...(values.user !== undefined ? { user: values.user } : {}),
            day: values.day.format('YYYY-MM-DD'),
            hours: values.hours,
            remarks: values.remarks ?? null,
          }),
        );
        onClose();
      }}
    >
      <Form.Item name="user" label={t('orders.labourPerson')}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={employees.loading}
          options={
            people.some((p) => p.value === user.id)
              ? people
              : [{ value: user.id, label: user.realName || user.name }, ...people]
          }
        />
      </Form.Item>
      <Form.Item name="day" label={t('orders.labourDay')} rules={[{ required: true, message: t('order.dayRequired') }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item
        name="hours"
        label={t('orders.labourHours')}
        rules={[{ required: true, message: t('order.hoursInvalid') }]}
      >
        <InputNumber min={0.1} max={24} step={0.5} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="remarks"
        label={t('orders.labourRemarks')}
        rules={[contractRule(labourShape.remarks, t, t('orders.labourRemarks'))]}
      >
        <Input.TextArea rows={2} count={counterOf(labourShape.remarks)} />
      </Form.Item>
    </EditorDialog>
  );
}

function FindingDialog({
  card,
  onClose,
  onSaved,
}: {
  card: OrderCardRow;
  onClose(): void;
  onSaved(detail: OrderDetail): void;
}) {
  const { t } = useTranslation();
  return (
    <EditorDialog<{ name: string; description: string }>
      state="add"
      open
      title={`${t('orders.finding')}: ${card.seq}. ${card.name}`}
      successMessage={t('orders.findingRaised')}
      onClose={onClose}
      onSubmit={async (values) => {
        onSaved(await call(ProductionOrder.api.AddFinding, { card: card.id, ...values }));
        onClose();
      }}
    >
      <Form.Item
        name="name"
        label={t('orders.findingName')}
        rules={[
          { required: true, whitespace: true, message: t('order.findingNameRequired') },
          contractRule(findingShape.name, t, t('orders.findingName')),
        ]}
      >
        <Input count={counterOf(findingShape.name)} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('orders.findingDescription')}
        rules={[
          { required: true, whitespace: true, message: t('order.findingDescriptionRequired') },
          contractRule(findingShape.description, t, t('orders.findingDescription')),
        ]}
      >
        <Input.TextArea rows={3} count={counterOf(findingShape.description)} />
      </Form.Item>
    </EditorDialog>
  );
}
