import { Badge, Button, Drawer } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyExpiringList, useMyExpiring } from '../qualifications/ExpiringAlerts';
import { TodoList } from './TodoList';
import { useTodos } from './use-todos';

/*
 * The header's to-do badge (platform document §7): the count of the signed-in user's open to-dos (refreshed by
 * the real-time DataRefresh of user_todo); clicking it opens a drawer listing them (TodoList: opening one marks it
 * received and shows the bulletin). The user's own qualifications expired or expiring within 30 days (issue 34) are
 * to-dos too: counted in the badge and listed above the others.
 */
export function TodoBadge({ icon, style, mobile }: { icon: ReactNode; style?: CSSProperties; mobile: boolean }) {
  const { t } = useTranslation();
  const todos = useTodos();
  const expiring = useMyExpiring().data ?? [];
  const [open, setOpen] = useState(false);
  const items = todos.data?.items ?? [];
  return (
    <>
      <Badge
        count={(todos.data?.totalItems ?? 0) + expiring.length}
        size="small"
        offset={[-4, 4]}
        data-testid="todo-count"
      >
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
        <MyExpiringList rows={expiring} />
        {items.length > 0 || expiring.length === 0 ? <TodoList items={items} loading={todos.isFetching} /> : null}
      </Drawer>
    </>
  );
}
