import { Badge, Button, Drawer } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TodoList } from './TodoList';
import { useTodos } from './use-todos';

/*
 * The header's to-do badge (platform document §7): the count of the signed-in user's open to-dos (refreshed by
 * the real-time DataRefresh of user_todo); clicking it opens a drawer listing them (TodoList: opening one marks it
 * received and shows the bulletin).
 */
export function TodoBadge({ icon, style, mobile }: { icon: ReactNode; style?: CSSProperties; mobile: boolean }) {
  const { t } = useTranslation();
  const todos = useTodos();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={todos.data?.totalItems ?? 0} size="small" offset={[-4, 4]} data-testid="todo-count">
        <Button
          type="text"
          aria-label={t('frame.header.todo')}
          title={t('frame.header.todo')}
          icon={icon}
          onClick={() => setOpen(true)}
          style={style}
          data-testid="todo-badge"
        />
      </Badge>
      <Drawer open={open} title={t('frame.header.todo')} onClose={() => setOpen(false)} size={mobile ? '100%' : 420}>
        <TodoList items={todos.data?.items ?? []} loading={todos.isFetching} />
      </Drawer>
    </>
  );
}
