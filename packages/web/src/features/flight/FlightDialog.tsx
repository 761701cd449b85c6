import { AirStatus, PlaneStatus, UnserviceableReason } from '@hangar/domain/contracts/status';
import { PlaneFly, type PlaneFlyRow } from '@hangar/domain/contracts/utilisation';
import type { EndpointInput } from '@hangar/domain/endpoint';
import { Alert, App, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { formFieldsOf } from '../../components/entity-fields';
import { type FormField, FormFields, formBody, formValues } from '../../components/ListPage';
import { useReference } from '../../components/reference';
import { useCan } from '../../session/session-context';
import { StatusReasons } from '../status/StatusReasons';
import { usePlaneStatus } from '../status/status-query';

/*
 * FlightDialog — one flight day of an aircraft (spec §2.11, §3 "Flight record"): the date (请选择日期, never a
 * future day), the day's landings and flight hours, GARMIN and air-ground time, the engine and HOBBS meter
 * readings and remarks. Add sends the aircraft (and its tail number, §7); edit sends the id with the fields.
 * The server's 400 messages (a meter below an earlier reading, a future date, ...) land on their fields
 * (EditorDialog); its warnings about what was saved (an engine reading behind the flight hours) are shown after
 * the save, until closed. Adding a flight of an unserviceable aircraft (issue 32) shows the warning with the
 * status's reasons and asks for the reason the server requires (unserviceableReason, logged with the record).
 * The pilot in command (issue 34) is picked among the company's members; when the server finds them not qualified
 * for the flight (no rated licence, no valid medical, too few landings in 90 days: a 601 naming the problems), the
 * dialog shows its message and asks for the reason it was recorded anyway (pilotReason, logged the same way).
 *
 *   <FlightDialog plane={{ id, name }} editing={null | { state: 'add' } | { state: 'edit', record }} ... />
 */

type FlightInput = EndpointInput<typeof PlaneFly.api.Add>;

export type FlightEditing = { state: 'add' } | { state: 'edit'; record: PlaneFlyRow };

const FIELDS = [
  'flyDate',
  'dayFlyCount',
  'dayFlyHours',
  'garminHours',
  'airHours',
  'addEngineHours',
  'hobbsHours',
  'pilot',
  'comments',
] as const;

/** The day's landings and hours are numbers (0 when left empty): an empty box keeps (edit) or defaults (add). */
const DAILY = ['dayFlyCount', 'dayFlyHours'] as const;

const isFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

export interface FlightDialogProps {
  plane: { id: number; name: string };
  editing: FlightEditing | null;
  onClose(): void;
  /** After a successful save (the lists and the aircraft reload). */
  onSaved?(): void;
}

export function FlightDialog({ plane, editing, onClose, onSaved }: FlightDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayReadStatus = useCan(PlaneStatus.api.Get);
  // The company's members (accepted ones: an invitation has no user to name).
  const employees = useReference('employee');
  const pilots = employees.items.flatMap((e) =>
    e.pid === null || e.pid === undefined ? [] : [{ value: e.pid, label: e.realName || e.name || e.phone }],
  );
  const fields: FormField[] = formFieldsOf(PlaneFly, t, FIELDS, {
    flyDate: {
      rules: [
        {
          validator: (_, value: unknown) =>
            dayjs.isDayjs(value) && isFuture(value)
              ? Promise.reject(new Error(t('flight.dateInFuture')))
              : Promise.resolve(),
        },
      ],
    },
    pilot: { options: pilots },
    comments: { wide: true },
  });
  // The date as a picker that offers no future day; formValues / formBody still treat it as a date.
  const shown = fields.map((f) =>
    f.name === 'flyDate'
      ? {
          ...f,
          kind: 'custom' as const,
          input: <DatePicker format="YYYY-MM-DD" disabledDate={isFuture} style={{ width: '100%' }} />,
        }
      : f,
  );
  const record = editing?.state === 'edit' ? editing.record : undefined;
  // A flight of an unserviceable aircraft (issue 32): the warning with the status's reasons, and the reason the
  // server requires; shown when the aircraft's status says so, or once the server refused for want of it.
  const adding = editing?.state === 'add';
  const status = usePlaneStatus(plane.id, adding && mayReadStatus).data;
  const [refused, setRefused] = useState(false);
  const unserviceable = adding && (status?.status === AirStatus.Unserviceable || refused);
  const reasonField: FormField = {
    name: 'unserviceableReason',
    label: t('status.flight.reason'),
    kind: 'textarea',
    wide: true,
    required: t('status.flight.reasonRequired'),
    // The contract's schema: its limit (500) and counter.
    schema: UnserviceableReason,
  };
  // The pilot in command not qualified (issue 34): the server's message naming the problems, and the reason.
  const [pilotProblem, setPilotProblem] = useState<string | null>(null);
  const askPilotReason = adding && pilotProblem !== null;
  const pilotReasonField: FormField = {
    name: 'pilotReason',
    label: t('flight.pilotReason'),
    kind: 'textarea',
    wide: true,
    required: t('flight.pilotReasonRequired'),
    schema: UnserviceableReason,
  };
  const initialValues = record ? formValues(fields, record) : { dayFlyCount: '0', dayFlyHours: '0' };

  const submit = async (values: Record<string, unknown>) => {
    const sent = formBody(fields, values);
    for (const name of DAILY) if (sent[name] === null) delete sent[name];
    const body = sent as Omit<FlightInput, 'plane' | 'planeName'>;
    const reason = unserviceable ? String(values.unserviceableReason ?? '').trim() : '';
    const pilotReason = askPilotReason ? String(values.pilotReason ?? '').trim() : '';
    let saved: Awaited<ReturnType<typeof call<typeof PlaneFly.api.Add>>>;
    try {
      saved = record
        ? await call(PlaneFly.api.Update, { ...body, id: record.id })
        : await call(PlaneFly.api.Add, {
            ...body,
            plane: plane.id,
            planeName: plane.name,
            ...(reason ? { unserviceableReason: reason } : {}),
            ...(pilotReason ? { pilotReason } : {}),
          });
    } catch (error) {
      // The aircraft became unserviceable meanwhile (or its status is not readable here): ask for the reason.
      if (error instanceof ApiError && error.errors.some((e) => e.field === 'unserviceableReason')) setRefused(true);
      // The pilot in command is not qualified for this flight: show why and ask for the reason.
      if (error instanceof ApiError && error.errors.some((e) => e.field === 'pilotReason')) {
        setPilotProblem(error.message);
      }
      throw error;
    }
    // Saved, but worth a look: stays until closed (duration 0).
    for (const warning of saved.warnings ?? []) {
      void message.warning({ content: warning.message, duration: 0, key: `flight-${warning.field}` });
    }
    onSaved?.();
  };

  return (
    <EditorDialog<Record<string, unknown>>
      state={editing?.state ?? 'add'}
      title={t(record ? 'flight.edit' : 'flight.add')}
      open={editing !== null}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      width={640}
      labelWidth={130}
      draggable
      successMessage={t(record ? 'flight.updated' : 'flight.added')}
    >
      {unserviceable ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          data-testid="flight-unserviceable"
          message={t('status.flight.warning')}
          description={status && status.reasons.length > 0 ? <StatusReasons reasons={status.reasons} /> : undefined}
        />
      ) : null}
      {askPilotReason ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          data-testid="flight-pilot-unqualified"
          message={pilotProblem}
        />
      ) : null}
      <FormFields
        fields={[...shown, ...(unserviceable ? [reasonField] : []), ...(askPilotReason ? [pilotReasonField] : [])]}
      />
    </EditorDialog>
  );
}
