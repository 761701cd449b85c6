import { App } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';

/*
 * Delete confirmation (platform spec §8: title 警告, question 确定要删除该记录?, then 删除成功).
 *
 *   const confirmDelete = useConfirmDelete();
 *   <a onClick={() => confirmDelete({ onOk: () => remove.mutateAsync(row.id) })}>删除</a>
 *   // or, around one clickable element:
 *   <ConfirmDelete onOk={() => call(Department.api.Delete, { id: row.id })}><Button danger>删除</Button></ConfirmDelete>
 *
 * onOk runs while the OK button spins; on success 删除成功 is shown (successMessage: false for none), on
 * failure the error's message; the promise of confirmDelete settles with whether the record was deleted.
 */

export interface ConfirmDeleteOptions {
  onOk(): Promise<unknown>;
  /** The question, default 确定要删除该记录?. */
  content?: ReactNode;
  /** Default 删除成功; false for none. */
  successMessage?: string | false;
}

export function useConfirmDelete(): (options: ConfirmDeleteOptions) => Promise<boolean> {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (options: ConfirmDeleteOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('list.confirm.title'),
          content: options.content ?? t('list.confirm.delete'),
          okText: t('list.confirm.ok'),
          cancelText: t('list.confirm.cancel'),
          okButtonProps: { danger: true },
          onCancel: () => resolve(false),
          onOk: async () => {
            try {
              await options.onOk();
              const text = options.successMessage ?? t('ok.deleted');
              if (text !== false) void message.success(text);
              resolve(true);
            } catch (error) {
              // 401 is handled once, by the session (sign out, go to /login).
              if (!(error instanceof ApiError && error.status === 401))
                void message.error(error instanceof Error ? error.message : String(error));
              resolve(false);
            }
          },
        });
      }),
    [modal, message, t],
  );
}

export interface ConfirmDeleteProps extends ConfirmDeleteOptions {
  /** One clickable element; its onClick opens the confirmation. */
  children: ReactNode;
}

export function ConfirmDelete({ children, ...options }: ConfirmDeleteProps) {
  const confirmDelete = useConfirmDelete();
  if (!isValidElement<{ onClick?: () => void }>(children)) return children;
  return cloneElement(children as ReactElement<{ onClick?: () => void }>, {
    onClick: () => void confirmDelete(options),
  });
}
