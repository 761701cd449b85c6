import { TODO_RECEIVED, type TodoListRow, UserToDo } from '@hangar/domain/contracts/todos';
import { WorkCard } from '@hangar/domain/contracts/workcards';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Empty, List, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { DownloadLinks } from '../../components/file-upload/download';

/*
 * TodoList — the signed-in user's to-dos (platform document §7 the to-do badge; model document §7 "Notices to
 * people"): the header badge's drawer and the dashboard's card list them (sender company, bulletin number and
 * name, time). Opening one marks it received (UserToDo/Receive {id}, record 9: the sender's dialog shows 已接收)
 * and shows the bulletin: number, name, version and its current files (WorkCard/Query, fixed filter planeModel =
 * the to-do's model and category, filter id = the card, page size 1) with download buttons.
 *
 *   <TodoList items={todos.data?.items ?? []} loading={todos.isFetching} />
 */

const titleOf = (todo: TodoListRow) => [todo.cardSeri, todo.cardName].filter(Boolean).join(' ') || (todo.content ?? '');

export function TodoList({ items, loading }: { items: TodoListRow[]; loading?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<TodoListRow | null>(null);

  const open = (todo: TodoListRow) => {
    setOpened(todo);
    if (todo.record === TODO_RECEIVED) return;
    // Received once: opening it again changes nothing (and writes nothing).
    void call(UserToDo.api.Receive, { id: todo.id })
      .then(() => queryClient.invalidateQueries({ queryKey: [UserToDo.table] }))
      .catch(() => undefined);
  };

  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('frame.dashboard.noTodos')} />;
  return (
    <>
      <List
        dataSource={items}
        loading={loading}
        renderItem={(todo) => (
          <List.Item key={todo.id}>
            <List.Item.Meta
              title={
                <Space size={4} wrap>
                  <Typography.Link aria-label={t('todos.open', { name: titleOf(todo) })} onClick={() => open(todo)}>
                    {titleOf(todo)}
                  </Typography.Link>
                  {todo.record === TODO_RECEIVED ? <Tag color="green">{t('todos.received')}</Tag> : null}
                </Space>
              }
              description={
                <Space size={12} wrap>
                  {todo.senderCompanyName ? <span>{t('todos.from', { name: todo.senderCompanyName })}</span> : null}
                  <span>{todo.noticeTime.slice(0, 16)}</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
      <TodoDetail todo={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/** The bulletin of an opened to-do, with its current files. */
function TodoDetail({ todo, onClose }: { todo: TodoListRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const card = useQuery({
    queryKey: [WorkCard.table, 'todo', todo?.targetId],
    enabled: todo !== null && todo.cardModel !== null,
    queryFn: async () => {
      if (todo === null) return null;
      const found = await call(WorkCard.api.Query, {
        fixedFilters: [
          { name: 'planeModel', compare: 'eq', value: todo.cardModel },
          { name: 'category', compare: 'eq', value: todo.targetCategory },
        ],
        filters: [{ name: 'id', compare: 'eq', value: todo.targetId, relate: 'and' }],
        page: 1,
        pageSize: 1,
      });
      return found.items[0] ?? null;
    },
  });
  const row = card.data;
  const files = row?.curFiles ?? [];
  return (
    <Modal open={todo !== null} title={t('todos.bulletin')} onCancel={onClose} footer={null} destroyOnHidden>
      {todo ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'seri', label: t('todos.seri'), children: row?.seri ?? todo.cardSeri ?? '' },
            { key: 'name', label: t('todos.name'), children: row?.name ?? todo.cardName ?? todo.content ?? '' },
            { key: 'version', label: t('todos.version'), children: row?.curVersion ?? row?.version ?? '' },
            { key: 'sender', label: t('todos.sender'), children: todo.senderCompanyName ?? '' },
            { key: 'time', label: t('todos.time'), children: todo.noticeTime.slice(0, 16) },
            {
              key: 'files',
              label: t('todos.files'),
              children:
                files.length === 0 ? (
                  card.isFetching ? null : (
                    t('todos.noFiles')
                  )
                ) : (
                  <DownloadLinks files={files} vertical />
                ),
            },
          ]}
        />
      ) : null}
      {todo && card.isSuccess && card.data === null ? (
        <Alert type="warning" showIcon title={t('todos.cardMissing')} style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}
