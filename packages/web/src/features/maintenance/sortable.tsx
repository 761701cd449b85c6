import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { App } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { createContext, type HTMLAttributes, type ReactNode, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { MenuIcon } from '../../components/icons';
import { LinkButton } from '../../components/row-controls';

/*
 * Drag-to-reorder for a DataTable page (model document §2.5, materials document §2.4), with @dnd-kit (loaded
 * with these screens only, never with the sign-in or frame chunks).
 *
 *   const sortable = useSortableRows<Row>(enabled, (ids) => call(X.api.Reorder, { ..., ids }));
 *   <DataTable columns={[sortable.handleColumn, ...columns]} components={sortable.components}
 *     arrange={sortable.arrange} wrap={sortable.wrap} ... />
 *
 * Dropping a row shows the new order at once and sends the page's ids in that order; the list is then
 * reloaded (onReorder should invalidate it). A refusal shows the server's message and the old order returns.
 */

interface HandleContext {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: Record<string, (event: never) => void>;
  /** dnd-kit's accessibility attributes of the activator (keyboard dragging, description). */
  attributes?: Record<string, unknown>;
}

const RowHandle = createContext<HandleContext>({});

function DragHandle() {
  const { t } = useTranslation();
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandle);
  return (
    <LinkButton
      text
      ref={setActivatorNodeRef}
      style={{ cursor: 'move', touchAction: 'none', lineHeight: 1 }}
      aria-label={t('maintenance.drag')}
      title={t('maintenance.drag')}
      {...attributes}
      {...listeners}
    >
      <MenuIcon />
    </LinkButton>
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

function SortableRow(props: RowProps) {
  const id = props['data-row-key'];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: id ?? '',
    disabled: id === undefined,
  });
  const style: React.CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  const handle = useMemo<HandleContext>(
    () => ({
      setActivatorNodeRef,
      listeners: listeners as HandleContext['listeners'],
      attributes: { ...attributes, role: undefined },
    }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <RowHandle.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowHandle.Provider>
  );
}

function ordered<Row extends { id: number }>(rows: Row[], order: number[] | null): Row[] {
  if (!order) return rows;
  const at = new Map(order.map((id, i) => [id, i]));
  return [...rows].sort(
    (a, b) => (at.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (at.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

export function useSortableRows<Row extends { id: number }>(
  enabled: boolean,
  onReorder: (ids: number[]) => Promise<unknown>,
) {
  const { message } = App.useApp();
  const [order, setOrder] = useState<number[] | null>(null);
  // Mouse / touch after a 4 px move (a click on the handle stays a click), and the keyboard (space, arrows).
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const drop = async (rows: Row[], event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const ids = rows.map((r) => r.id);
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    const next = arrayMove(ids, from, to);
    setOrder(next);
    try {
      await onReorder(next);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setOrder(null);
    }
  };

  const handleColumn: ColumnType<Row> = {
    key: 'drag',
    width: 44,
    align: 'center',
    // Before a name column fixed on the left, so fixed too.
    fixed: 'left',
    render: () => <DragHandle />,
  };

  return {
    handleColumn,
    components: enabled ? { body: { row: SortableRow } } : undefined,
    arrange: (rows: Row[]) => ordered(rows, order),
    wrap: enabled
      ? (table: ReactNode, rows: Row[]) => (
          <DndContext sensors={sensors} onDragEnd={(e) => void drop(rows, e)}>
            <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
              {table}
            </SortableContext>
          </DndContext>
        )
      : undefined,
  };
}
