import { issueMessage } from '@hangar/domain/contracts/fields';
import { ExecuteHours, ExecuteLandings, InitHours, UpdateMatSeriInput } from '@hangar/domain/contracts/maintenance';
import { Button, DatePicker, Flex, Input, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { counterOf } from '../../components/contract-rules';
import { API_DATE_FORMAT } from '../../components/ListPage';
import { LinkButton } from '../../components/row-controls';

/*
 * In-place editors of the maintenance list cells (materials document §2.4, §5): serial number, execution
 * date, fixed expiry date, execution hours with the initial hours, execution landings. Clicking the value opens the editor;
 * saving shows the new value at once and calls onSave, which answers whether the server took it — when it
 * did not, the old value is shown again (the list still holds it). Without `editable` the value is plain text.
 *
 *   <InPlaceText value={row.matSeri} editable onSave={(v) => save(row, v)} />
 *   <InPlaceDate value={row.executeDate} display={dateText(row.executeDate, t)} editable onSave={...} />
 *   <InPlaceHours executeHours={row.executeHours} initHours={row.initHours} editable onSave={...} />
 *   <InPlaceLandings value={row.executeLandings} editable onSave={(executeLandings) => ...} />
 */

const EMPTY = '-';

function Shown({
  editable,
  label,
  onOpen,
  children,
}: {
  editable: boolean;
  label: string;
  onOpen(): void;
  children: ReactNode;
}) {
  if (!editable) return <span>{children}</span>;
  return (
    <LinkButton aria-label={label} onClick={onOpen}>
      {children}
    </LinkButton>
  );
}

/** The value shown while a save is in flight: the new one, then back to the prop. */
/** The open editor of a cell: its inputs with Save and Cancel, and the refusal below them. */
function EditorBox({
  save,
  close,
  error,
  children,
}: {
  save(): void;
  close(): void;
  error: string | null | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      <Space.Compact size="small">
        {children}
        <Button type="primary" onClick={save}>
          {t('maintenance.edit.save')}
        </Button>
        <Button onClick={close}>{t('maintenance.edit.cancel')}</Button>
      </Space.Compact>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function usePendingValue<V>(value: V) {
  const [pending, setPending] = useState<{ value: V } | null>(null);
  const run = async (next: V, save: (v: V) => Promise<boolean>) => {
    setPending({ value: next });
    try {
      await save(next);
    } finally {
      setPending(null);
    }
  };
  return { shown: pending ? pending.value : value, busy: pending !== null, run };
}

export interface InPlaceTextProps {
  value: string | null;
  editable: boolean;
  /** Accessible name of the cell's button and input. */
  label: string;
  /** The contract's schema of the value (default: the serial number's); its limit shows as a counter. */
  schema?: z.ZodType;
  onSave(value: string | null): Promise<boolean>;
}

export function InPlaceText({
  value,
  editable,
  label,
  schema = UpdateMatSeriInput.shape.matSeri,
  onSave,
}: InPlaceTextProps) {
  const { t } = useTranslation();
  const { shown, run } = usePendingValue(value);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDraft(null);
    setError(null);
  };
  if (draft !== null) {
    const save = () => {
      // The contract's own check (length, invisible characters): refused with its message, never cut.
      const parsed = schema.safeParse(draft);
      if (!parsed.success) {
        const { key, params } = issueMessage(parsed.error.issues[0]);
        setError(t(key ?? 'validation.invalid', { ...params, field: label }));
        return;
      }
      const text = typeof parsed.data === 'string' ? parsed.data : '';
      close();
      const next = text === '' ? null : text;
      if (next !== value) void run(next, onSave);
    };
    return (
      <EditorBox save={save} close={close} error={error}>
        <Input
          aria-label={label}
          autoFocus
          value={draft}
          count={counterOf(schema)}
          style={{ width: 180 }}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={save}
          onKeyDown={(e) => e.key === 'Escape' && close()}
        />
      </EditorBox>
    );
  }
  return (
    <Shown editable={editable} label={label} onOpen={() => setDraft(shown ?? '')}>
      {shown || EMPTY}
    </Shown>
  );
}

export interface InPlaceDateProps {
  /** The stored date `YYYY-MM-DD 00:00:00` (null or the year-1 date: none). */
  value: string | null;
  /** The text shown (dateText: empty, N/A, or the day). */
  display: ReactNode;
  editable: boolean;
  label: string;
  onSave(value: string | null): Promise<boolean>;
}

function toDay(value: string | null): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value.slice(0, 10), 'YYYY-MM-DD', true);
  return day.isValid() && day.year() > 1000 ? day : null;
}

export function InPlaceDate({ value, display, editable, label, onSave }: InPlaceDateProps) {
  const { shown, busy, run } = usePendingValue<string | null>(value);
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <DatePicker
        aria-label={label}
        size="small"
        autoFocus
        defaultOpen
        format="YYYY-MM-DD"
        defaultValue={toDay(value)}
        onOpenChange={(isOpen) => !isOpen && setOpen(false)}
        onChange={(day: Dayjs | null) => {
          setOpen(false);
          const next = day ? day.format(API_DATE_FORMAT) : null;
          if (next !== value) void run(next, onSave);
        }}
      />
    );
  }
  return (
    <Shown editable={editable} label={label} onOpen={() => setOpen(true)}>
      {busy ? (toDay(shown)?.format('YYYY-MM-DD') ?? EMPTY) : display || EMPTY}
    </Shown>
  );
}

export interface HoursValue {
  executeHours: number | null;
  initHours: number | null;
}

export interface InPlaceHoursProps extends HoursValue {
  editable: boolean;
  onSave(value: HoursValue): Promise<boolean>;
}

function figure(n: number | null): string {
  return n === null ? '' : String(n);
}

/**
 * Execution hours and initial hours (materials document §5: a value that is not a number is refused with
 * 数值格式不正确 / 初始时间数值格式不正确 — the contract's own checks, so the server says the same).
 */
export function InPlaceHours({ executeHours, initHours, editable, onSave }: InPlaceHoursProps) {
  const { t } = useTranslation();
  const { shown, run } = usePendingValue<HoursValue>({ executeHours, initHours });
  const [draft, setDraft] = useState<{ exec: string; init: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDraft(null);
    setError(null);
  };
  if (draft !== null) {
    const save = () => {
      const exec = ExecuteHours.safeParse(draft.exec);
      if (!exec.success) {
        setError(t('maintain.hoursFormat'));
        return;
      }
      const init = InitHours.safeParse(draft.init);
      if (!init.success) {
        setError(t('maintain.initHoursFormat'));
        return;
      }
      close();
      const next = { executeHours: exec.data, initHours: init.data };
      if (next.executeHours !== executeHours || next.initHours !== initHours) void run(next, onSave);
    };
    return (
      <EditorBox save={save} close={close} error={error}>
        <Input
          aria-label={t('maintenance.executeHours')}
          placeholder={t('maintenance.executeHours')}
          autoFocus
          value={draft.exec}
          style={{ width: 90 }}
          onChange={(e) => setDraft({ ...draft, exec: e.target.value })}
          onPressEnter={save}
        />
        <Input
          aria-label={t('maintenance.initHours')}
          placeholder={t('maintenance.initHours')}
          value={draft.init}
          style={{ width: 90 }}
          onChange={(e) => setDraft({ ...draft, init: e.target.value })}
          onPressEnter={save}
        />
      </EditorBox>
    );
  }
  const text =
    shown.executeHours === null
      ? EMPTY
      : `${shown.executeHours}${shown.initHours ? ` (${t('maintenance.initHours')} ${shown.initHours})` : ''}`;
  return (
    <Shown
      editable={editable}
      label={t('maintenance.executeHours')}
      onOpen={() => setDraft({ exec: figure(shown.executeHours), init: figure(shown.initHours) })}
    >
      {text}
    </Shown>
  );
}

export interface InPlaceLandingsProps {
  value: number | null;
  editable: boolean;
  onSave(value: number | null): Promise<boolean>;
}

/**
 * The aircraft's total landings at the last execution: a whole number ≥ 0, or empty to clear; anything else is
 * refused with the contract's message (起落次数格式不正确), so the server says the same.
 */
export function InPlaceLandings({ value, editable, onSave }: InPlaceLandingsProps) {
  const { t } = useTranslation();
  const label = t('maintenance.executeLandings');
  const { shown, run } = usePendingValue<number | null>(value);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDraft(null);
    setError(null);
  };
  if (draft !== null) {
    const save = () => {
      const parsed = ExecuteLandings.safeParse(draft.trim());
      if (!parsed.success) {
        setError(t('maintain.landingsFormat'));
        return;
      }
      close();
      if (parsed.data !== value) void run(parsed.data, onSave);
    };
    return (
      <EditorBox save={save} close={close} error={error}>
        <Input
          aria-label={label}
          placeholder={label}
          autoFocus
          value={draft}
          style={{ width: 90 }}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={save}
          onKeyDown={(e) => e.key === 'Escape' && close()}
        />
      </EditorBox>
    );
  }
  return (
    <Shown editable={editable} label={label} onOpen={() => setDraft(figure(shown))}>
      {shown === null ? EMPTY : String(shown)}
    </Shown>
  );
}
