import {
  type CandidatesInput,
  CardSource,
  type OrderCandidate,
  OrderState,
  ProductionOrder,
} from '@hangar/domain/contracts/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Radio, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { useReference } from '../../components/reference';
import { type Status, StatusTag } from '../../components/status-colours';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { useCan } from '../../session/session-context';
import { OrderFields, type OrderValues, orderBody } from './NewOrderDialog';
import { day } from './order-view';

/*
 * The planning dialog (issue 33), for one aircraft — from the fleet monitor's toolbar (the aircraft chosen here
 * unless the monitor filters one), the aircraft's maintenance list, or an order's Add cards: the horizon (days,
 * hours, landings; 30 days by default) previews ProductionOrder/Candidates, every candidate grouped by kind —
 * control items with their due date, hours, landings and forecast date in the due palette, open faults, deferrals,
 * open ADs/SBs —; those already on an open order are disabled and name it; the rest start selected. Cards by hand
 * (a name each) may be added. Then either "Create order" (Add with title, site and planned dates, then AddCards
 * with the chosen cards) or "Add to order" for a draft or released order of the aircraft (AddCards).
 *
 *   <PlanningDialog plane={{ id, name }} onClose={(order) => …} />           // order: { id, seri } or null
 *   <PlanningDialog plane={null} onClose={…} />                              // the aircraft chosen in the dialog
 *   <PlanningDialog plane={{ id, name }} order={{ id, seri }} onClose={…} />  // add to that order only
 */

export interface PlanningDialogProps {
  /** The aircraft (its name looked up when not given), or null: chosen in the dialog. */
  plane: { id: number; name?: string } | null;
  /** Add to this order (an order's Add cards): no choice of target. */
  order?: { id: number; seri: string };
  onClose(order: { id: number; seri: string } | null): void;
  /**
   * Whether it is shown (default true). An opener that keeps it mounted while it closes (`open` false, then
   * `afterClose` to unmount it) lets antd give focus back to the opener.
   */
  open?: boolean;
  afterClose?(): void;
}

const GROUPS = [CardSource.Ctrl, CardSource.Fault, CardSource.Deferral, CardSource.Ad] as const;
const DUE_STATUS: Record<number, Status> = { 0: 'fine', 1: 'warning', 2: 'overdue' };
const keyOf = (c: Pick<OrderCandidate, 'source' | 'id'>) => `${c.source}:${c.id}`;

interface Horizon {
  days?: number | null;
  hours?: number | null;
  landings?: number | null;
}

/** The Candidates body of a horizon: the figures given (none: the server's 30 days). */
export function candidatesBody(plane: number, h: Horizon): CandidatesInput {
  return {
    plane,
    ...(h.days != null ? { days: h.days } : {}),
    ...(h.hours != null ? { hours: h.hours } : {}),
    ...(h.landings != null ? { landings: h.landings } : {}),
  };
}

/** The AddCards lists of the chosen candidates. */
export function chosenCards(candidates: OrderCandidate[], chosen: ReadonlySet<string>) {
  const of = (source: number) =>
    candidates.filter((c) => c.source === source && c.onOrder === null && chosen.has(keyOf(c))).map((c) => c.id);
  return {
    ctrl: of(CardSource.Ctrl),
    faults: of(CardSource.Fault),
    deferrals: of(CardSource.Deferral),
    ads: of(CardSource.Ad),
  };
}

export default function PlanningDialog({ plane, order, onClose, open: shown = true, afterClose }: PlanningDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { width } = useWindowSize();
  const [form] = Form.useForm<OrderValues>();
  const planes = useReference('plane', { enabled: !plane?.name });
  const [planeId, setPlaneId] = useState<number | undefined>(plane?.id);
  const [draft, setDraft] = useState<Horizon>({ days: 30 });
  const [horizon, setHorizon] = useState<Horizon>({ days: 30 });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [manual, setManual] = useState<string[]>([]);
  const canAdd = useCan(ProductionOrder.api.Add);
  const [target, setTarget] = useState<number | 'new' | null>(order?.id ?? (canAdd ? 'new' : null));
  const [saving, setSaving] = useState(false);
  const ids = { days: useId(), hours: useId(), landings: useId() };
  const planeName = plane?.name ?? (planeId !== undefined ? (planes.find(planeId)?.name ?? '') : '');

  const body = planeId === undefined ? null : candidatesBody(planeId, horizon);
  const candidates = useQuery({
    queryKey: [ProductionOrder.table, 'candidates', body],
    queryFn: () => call(ProductionOrder.api.Candidates, body as CandidatesInput),
    enabled: body !== null,
  });
  const open = useQuery({
    queryKey: [ProductionOrder.table, 'open-of-plane', planeId],
    queryFn: () =>
      call(ProductionOrder.api.Query, {
        fixedFilters: [{ name: 'plane', compare: 'eq', value: planeId as number, relate: 'and' }],
        filters: [
          { name: 'state', compare: 'eq', value: OrderState.Draft, relate: 'and' },
          { name: 'state', compare: 'eq', value: OrderState.Released, relate: 'or' },
        ],
        page: 1,
        pageSize: 100,
      }),
    enabled: planeId !== undefined && order === undefined,
  });
  const list = useMemo(() => candidates.data ?? [], [candidates.data]);
  // A candidate starts selected when it first shows (within the horizon, not on an order); one the planner has
  // seen keeps their choice through a new horizon or a refresh.
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const fresh = list.filter((c) => !seen.current.has(keyOf(c)));
    for (const c of fresh) seen.current.add(keyOf(c));
    const picked = fresh.filter((c) => c.onOrder === null).map(keyOf);
    if (picked.length > 0) setChosen((prev) => new Set([...prev, ...picked]));
  }, [list]);

  const toggle = (key: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const cards = chosenCards(list, chosen);
  const manualCards = manual.map((name) => name.trim()).filter(Boolean);
  const count =
    cards.ctrl.length + cards.faults.length + cards.deferrals.length + cards.ads.length + manualCards.length;

  const submit = async () => {
    if (planeId === undefined || target === null) return;
    if (count === 0) {
      void message.warning(t('plan.nothing'));
      return;
    }
    let values: OrderValues | null = null;
    if (target === 'new') {
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
    }
    setSaving(true);
    try {
      let into: { id: number; seri: string };
      if (target === 'new' && values) {
        try {
          const created = await call(ProductionOrder.api.Add, orderBody({ ...values, plane: planeId }));
          into = { id: created.id, seri: created.seri };
        } catch (error) {
          if (error instanceof ApiError && error.errors.length > 0) {
            form.setFields(error.errors.map((e) => ({ name: e.field as keyof OrderValues, errors: [e.message] })));
          }
          throw error;
        }
      } else {
        const seri = order?.seri ?? open.data?.items.find((o) => o.id === target)?.seri ?? '';
        into = { id: target as number, seri };
      }
      await call(ProductionOrder.api.AddCards, {
        id: into.id,
        ...cards,
        manual: manualCards.map((name) => ({ name })),
      });
      void message.success(t(target === 'new' ? 'plan.created' : 'plan.added', { seri: into.seri }));
      void client.invalidateQueries({ queryKey: [ProductionOrder.table] });
      onClose(into);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const openOrders = (open.data?.items ?? []).filter(
    (o) => o.state === OrderState.Draft || o.state === OrderState.Released,
  );

  return (
    <Modal
      open={shown}
      afterClose={afterClose}
      title={t('plan.title', { plane: planeName })}
      width={width < MOBILE_BREAKPOINT ? '100%' : 900}
      onCancel={() => onClose(null)}
      destroyOnHidden
      footer={[
        <Typography.Text key="count" style={{ marginInlineEnd: 12 }} aria-live="polite">
          {t('plan.selected', { count })}
        </Typography.Text>,
        <Button key="cancel" onClick={() => onClose(null)}>
          {t('list.confirm.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={saving}
          disabled={planeId === undefined || target === null}
          onClick={submit}
        >
          {target === 'new' ? t('plan.create') : t('plan.addTo')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12} data-testid="planning-dialog">
        {plane === null ? (
          <Select
            showSearch
            optionFilterProp="label"
            style={{ maxWidth: 240 }}
            placeholder={t('plan.choosePlane')}
            aria-label={t('plan.choosePlane')}
            options={planes.options}
            value={planeId}
            onChange={setPlaneId}
          />
        ) : null}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, fontWeight: 600 }}>{t('plan.horizon')}</legend>
          <Flex gap={8} wrap align="center">
            {(['days', 'hours', 'landings'] as const).map((k) => (
              <Flex key={k} gap={4} align="center">
                <InputNumber
                  id={ids[k]}
                  min={0}
                  value={draft[k] ?? null}
                  onChange={(v) => setDraft((d) => ({ ...d, [k]: typeof v === 'number' ? v : null }))}
                  style={{ width: 100 }}
                />
                <label htmlFor={ids[k]}>{t(`plan.${k}`)}</label>
              </Flex>
            ))}
            <Button onClick={() => setHorizon(draft)} disabled={planeId === undefined}>
              {t('plan.preview')}
            </Button>
          </Flex>
        </fieldset>
        <Spin spinning={candidates.isFetching}>
          {candidates.error ? <Typography.Text type="danger">{candidates.error.message}</Typography.Text> : null}
          {GROUPS.map((source) => (
            <CandidateGroup
              key={source}
              source={source}
              items={list.filter((c) => c.source === source)}
              chosen={chosen}
              onToggle={toggle}
            />
          ))}
        </Spin>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, fontWeight: 600 }}>{t('plan.manual')}</legend>
          <Flex vertical gap={6}>
            {manual.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are edited in place, never reordered
              <Flex key={i} gap={6}>
                <Input
                  aria-label={`${t('plan.manualName')} ${i + 1}`}
                  value={name}
                  maxLength={200}
                  onChange={(e) => setManual((m) => m.map((v, j) => (j === i ? e.target.value : v)))}
                />
                <Button
                  aria-label={t('plan.removeManual', { n: i + 1 })}
                  onClick={() => setManual((m) => m.filter((_, j) => j !== i))}
                >
                  −
                </Button>
              </Flex>
            ))}
            <Button style={{ alignSelf: 'start' }} onClick={() => setManual((m) => [...m, ''])}>
              {t('plan.addManual')}
            </Button>
          </Flex>
        </fieldset>
        {order ? null : (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600 }}>{t('plan.target')}</legend>
            <Radio.Group
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              options={[
                ...(canAdd ? [{ value: 'new' as const, label: t('plan.newOrder') }] : []),
                ...openOrders.map((o) => ({
                  value: o.id,
                  label: `${o.seri} ${o.title} (${t(`order.state.${o.state}`)})`,
                })),
              ]}
            />
            {target === 'new' ? (
              <Form<OrderValues>
                form={form}
                layout="vertical"
                style={{ marginTop: 8 }}
                initialValues={{ plannedStart: dayjs(), plannedEnd: dayjs().add(2, 'day') }}
              >
                <OrderFields withPlane={false} />
              </Form>
            ) : null}
          </fieldset>
        )}
      </Flex>
    </Modal>
  );
}

function CandidateGroup({
  source,
  items,
  chosen,
  onToggle,
}: {
  source: number;
  items: OrderCandidate[];
  chosen: ReadonlySet<string>;
  onToggle(key: string, on: boolean): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 8 }} data-testid={`plan-group-${source}`}>
      <Typography.Title level={4} id={headingId} style={{ fontSize: 14, margin: '4px 0' }}>
        {t(`plan.group.${source}`)} ({items.length})
      </Typography.Title>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{t('plan.none')}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {items.map((c) => (
            <li key={keyOf(c)}>
              <Checkbox
                checked={c.onOrder === null && chosen.has(keyOf(c))}
                disabled={c.onOrder !== null}
                onChange={(e) => onToggle(keyOf(c), e.target.checked)}
              >
                <Flex gap={8} wrap align="center" component="span">
                  <span>{c.name}</span>
                  <DueFacts c={c} />
                  {c.workCardSeri ? (
                    <Typography.Text type="secondary">{t('plan.workCard', { seri: c.workCardSeri })}</Typography.Text>
                  ) : null}
                  {c.onOrder ? <span className="hangar-tag">{t('plan.onOrder', { seri: c.onOrder })}</span> : null}
                </Flex>
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DueFacts({ c }: { c: OrderCandidate }) {
  const { t } = useTranslation();
  const parts = [
    c.dueDate ? day(c.dueDate) : '',
    c.dueHours !== null ? `${c.dueHours} ${t('plan.hours')}` : '',
    c.dueLandings !== null ? `${c.dueLandings} ${t('plan.landings')}` : '',
  ].filter(Boolean);
  if (parts.length === 0 && !c.forecastDate) return null;
  return (
    <>
      {parts.length > 0 ? (
        <StatusTag status={DUE_STATUS[c.dueState] ?? 'fine'}>
          {t('plan.due')} {parts.join(' / ')} · {t(`plan.state.${c.dueState}`)}
        </StatusTag>
      ) : null}
      {c.forecastDate ? (
        <Typography.Text type="secondary">{t('plan.forecast', { date: day(c.forecastDate) })}</Typography.Text>
      ) : null}
    </>
  );
}
