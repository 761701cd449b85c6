import { CardState, OpenWork, OrderState } from '@hangar/domain/contracts/orders';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import { type Status, StatusTag, type TagColour } from '../../components/status-colours';

// How an order reads (issue 33): its state as a tag in the theme's palette (components/status-colours: a
// category's preset or a status, the text always naming the state), a card's state likewise, days as `YYYY-MM-DD`,
// and the open work a refused Inspect or Close lists (601 `order.openWork`, the list in the answer's `openWork`).

/** The states in their workflow order (the board's columns, the filter's options). */
export const STATES = [
  OrderState.Draft,
  OrderState.Released,
  OrderState.InWork,
  OrderState.Inspected,
  OrderState.Closed,
  OrderState.Cancelled,
] as const;

type Look = { tag: TagColour } | { status: Status } | { plain: true };

const STATE_LOOK: Record<number, Look> = {
  [OrderState.Draft]: { plain: true },
  [OrderState.Released]: { tag: 'blue' },
  [OrderState.InWork]: { tag: 'gold' },
  [OrderState.Inspected]: { tag: 'cyan' },
  [OrderState.Closed]: { status: 'fine' },
  [OrderState.Cancelled]: { status: 'closed' },
};

function LookTag({ look, children }: { look: Look; children: string }) {
  if ('status' in look) return <StatusTag status={look.status}>{children}</StatusTag>;
  const cls = 'tag' in look ? `hangar-tag hangar-tag-${look.tag}` : 'hangar-tag';
  return <span className={cls}>{children}</span>;
}

export function OrderStateTag({ state, t }: { state: number; t: TFunction }) {
  return <LookTag look={STATE_LOOK[state] ?? { plain: true }}>{t(`order.state.${state}`)}</LookTag>;
}

const CARD_LOOK: Record<number, Look> = {
  [CardState.Open]: { plain: true },
  [CardState.Performed]: { tag: 'blue' },
  [CardState.Done]: { status: 'fine' },
};

export function CardStateTag({ state, t }: { state: number; t: TFunction }) {
  return <LookTag look={CARD_LOOK[state] ?? { plain: true }}>{t(`order.card.state.${state}`)}</LookTag>;
}

/** `2026-03-01 00:00:00` → `2026-03-01`. */
export const day = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '');

/** `2026-03-01 09:30:00` → `2026-03-01 09:30`. */
export const minute = (value: string | null | undefined): string => (value ? value.slice(0, 16) : '');

/** A measured step's limits: `0.2 – 0.5 mm`, `≥ 3 psi`, `mm`. */
export function limitsLabel(step: { unit: string | null; min: number | null; max: number | null }): string {
  const unit = step.unit ? ` ${step.unit}` : '';
  if (step.min !== null && step.max !== null) return `${step.min} – ${step.max}${unit}`;
  if (step.min !== null) return `≥ ${step.min}${unit}`;
  if (step.max !== null) return `≤ ${step.max}${unit}`;
  return unit.trim();
}

/** An open-work line as answered; a missing card or step reads as none (the reason is what matters). */
const LooseOpenWork = OpenWork.partial()
  .required({ reason: true })
  .transform(
    (w): OpenWork => ({
      card: w.card ?? null,
      cardSeq: w.cardSeq ?? null,
      cardName: w.cardName ?? null,
      step: w.step ?? null,
      stepSeq: w.stepSeq ?? null,
      reason: w.reason,
    }),
  );

/**
 * The open work an Inspect or Close refusal lists (the error's `openWork`, a list of `OpenWork`); an empty list
 * when the answer carries none or not in that shape (the message alone is shown then).
 */
export function openWorkOf(error: unknown): OpenWork[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = z.array(LooseOpenWork).safeParse(error.extra.openWork);
  return parsed.success ? parsed.data : [];
}

/** One line of open work: `工卡 3 检查刹车，第 2 步：步骤未签署`. */
export function openWorkLine(w: OpenWork, t: TFunction): string {
  const where = [
    w.cardSeq !== null || w.cardName ? t('orders.openWorkCard', { seq: w.cardSeq ?? '', name: w.cardName ?? '' }) : '',
    w.stepSeq !== null ? t('orders.openWorkStep', { seq: w.stepSeq }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const reason = t(w.reason);
  return where ? `${where}: ${reason}` : reason;
}
