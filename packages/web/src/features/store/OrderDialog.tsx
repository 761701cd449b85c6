import type { MaterialStockRow } from '@hangar/domain/contracts/materials';
import { StoreOrder, type StoreOrderDetail } from '@hangar/domain/contracts/store';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { FormFields } from '../../components/ListPage';
import { useReference } from '../../components/reference';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { useCan } from '../../session/session-context';
import type { Direction } from './labels';
import { OrderLines } from './OrderLines';
import { draftValues, headerFields, materialText, newOrderValues, type OrderValues, orderBody } from './order-form';
import { useConfirmOrder } from './use-confirm-order';
import { useMaterialsById, useSuppliers, useWarehouses } from './use-store-refs';

// The store order dialog (draggable, 80 % wide; on a phone the screen's width, its lines as cards): the
// header — type (the direction's codes, its default), date (today), warehouse, supplier (inbound) or aircraft
// (outbound), who handed over / received, the number (the server numbers it when empty), comments — and the
// lines. 保存草稿 adds or updates the draft; 保存并确认 (for holders of Execute) saves it and confirms it, asking
// before expired batches are received or issued. When the confirmation is refused the draft stays saved, the
// dialog stays open on it (a second try updates that draft, never adds another) and the server's reason is
// shown.

export const STORE_TABLES = ['store_order', 'store_order_item', 'material'] as const;

export const viewOf = (direction: Direction) => (direction > 0 ? 'store-purchase' : 'store-deliver');
const kindOf = (direction: Direction) => (direction > 0 ? 'purchase' : 'deliver');

export interface OrderDialogProps {
  direction: Direction;
  open: boolean;
  /** The draft being edited (with its lines); null for a new order. */
  draft: StoreOrderDetail | null;
  onClose(): void;
}

export function OrderDialog({ direction, open, draft, onClose }: OrderDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const suppliers = useSuppliers();
  const planes = useReference('plane', { enabled: direction < 0 });
  const canConfirm = useCan(StoreOrder.api.Confirm, viewOf(direction));
  const phone = useWindowSize().width < MOBILE_BREAKPOINT;
  const confirmOrder = useConfirmOrder(direction);
  const [picked, setPicked] = useState<ReadonlyMap<number, MaterialStockRow>>(new Map());
  const looked = useMaterialsById(draft?.items.map((i) => i.material) ?? []);
  // The order this opening has saved (a refused confirmation keeps it open on that draft).
  const saved = useRef<number | null>(null);
  useEffect(() => {
    if (open) saved.current = null;
  }, [open]);

  const materialOf = (id: number | undefined) => (id === undefined ? undefined : (picked.get(id) ?? looked.get(id)));
  const draftLabels = new Map(
    (draft?.items ?? []).map((i) => [i.material, materialText({ model: i.materialModel, name: i.materialName })]),
  );
  const fields = headerFields(t, direction, {
    warehouses: warehouses.options,
    suppliers: suppliers.options,
    planes: planes.options,
  });

  const refresh = () => Promise.all(STORE_TABLES.map((table) => queryClient.invalidateQueries({ queryKey: [table] })));

  const save = async (values: OrderValues) => {
    const body = orderBody(fields, values, (m) => materialOf(m)?.useSerial === 1);
    const id = draft?.id ?? saved.current;
    const answer =
      id === null ? await call(StoreOrder.api.Add, body) : await call(StoreOrder.api.Update, { ...body, id });
    saved.current = answer.id;
    await refresh();
    return answer;
  };

  const saveAndConfirm = async (values: OrderValues) => {
    const order = await save(values);
    let done: StoreOrderDetail | null;
    try {
      done = await confirmOrder(order.id);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) {
        throw new ApiError(
          error.status,
          error.code,
          t('store.confirm.refused', { msg: error.message }),
          error.errors,
          error.extra,
        );
      }
      throw error;
    } finally {
      await refresh();
    }
    if (!done) throw new Error(t('store.confirm.draftKept'));
  };

  return (
    <EditorDialog<OrderValues>
      state={draft ? 'edit' : 'add'}
      title={t(`store.${kindOf(direction)}.${draft ? 'edit' : 'add'}`)}
      open={open}
      onClose={onClose}
      onSubmit={save}
      initialValues={draft ? draftValues(fields, draft) : newOrderValues(direction)}
      okText={t('store.action.saveDraft')}
      actions={
        canConfirm
          ? [
              {
                key: 'confirm',
                label: t('store.action.saveConfirm'),
                onSubmit: saveAndConfirm,
                successMessage: t('store.confirm.done'),
              },
            ]
          : undefined
      }
      width={phone ? '100%' : '80%'}
      draggable={!phone}
    >
      <FormFields fields={fields} columns={2} />
      <OrderLines
        direction={direction}
        materialOf={materialOf}
        labelOf={(id) => {
          if (id === undefined) return undefined;
          const row = materialOf(id);
          return row ? materialText(row) : draftLabels.get(id);
        }}
        onPick={(row) => setPicked((prev) => new Map(prev).set(row.id, row))}
      />
    </EditorDialog>
  );
}
