import { EmployStatus } from '@hangar/domain/codes';
import { User } from '@hangar/domain/contracts/account';
import type { Employee } from '@hangar/domain/contracts/organize';
import { prehashPassword } from '@hangar/domain/password';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import type { DeleteText } from '../../components/ListPage';
import { PermissionGate } from '../../components/PermissionGate';
import { NewPasswordFields } from '../account/NewPasswordFields';

// A member's actions in the employees list (EmployPage): lock (confirmed) / unlock and reset the password (entered
// twice, sent pre-hashed; the dialog's state is here), for who holds organize-employ Edit; an invitation has
// none. The delete action's words: withdraw an invitation, or remove a member from the company.

export const EMPLOY_VIEW = 'organize-employ';

interface PassValues {
  pass: string;
  repeat: string;
}

const nameOf = (row: Employee) => row.realName || row.name || row.phone;
const isMember = (row: Employee) => row.status === EmployStatus.Active;
const pending = (row: Employee) => row.status === EmployStatus.Pending;

export function useEmployActions() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [resetOf, setResetOf] = useState<Employee | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['employ'] });

  const setLock = async (row: Employee, locked: boolean) => {
    try {
      // Only members (with a user id) are offered lock and unlock.
      if (row.pid !== null) await call(locked ? User.api.Lock : User.api.Unlock, { id: row.pid });
      void message.success(t(locked ? 'organize.employ.lockDone' : 'organize.employ.unlockDone'));
      await refresh();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const askLock = (row: Employee) =>
    modal.confirm({
      title: t('organize.employ.lock'),
      content: t('organize.employ.lockAsk', { name: nameOf(row) }),
      okButtonProps: { danger: true },
      onOk: () => setLock(row, true),
    });

  /** Lock or unlock and reset password, between a row's edit and delete. */
  const editActions = (row: Employee) =>
    // An invitation has no account of the company's to lock or reset.
    isMember(row) && (
      <PermissionGate can={User.api.Lock}>
        {row.locked === 1 ? (
          <Button type="link" size="small" onClick={() => void setLock(row, false)}>
            {t('organize.employ.unlock')}
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => askLock(row)}>
            {t('organize.employ.lock')}
          </Button>
        )}
        <Button type="link" size="small" onClick={() => setResetOf(row)}>
          {t('organize.employ.resetPass')}
        </Button>
      </PermissionGate>
    );

  const deleteText = (row: Employee): DeleteText =>
    pending(row)
      ? {
          label: t('organize.employ.withdraw'),
          content: t('organize.employ.withdrawAsk', { name: nameOf(row) }),
          successMessage: t('organize.employ.withdrawDone'),
        }
      : {
          label: t('organize.employ.remove'),
          content: t('organize.employ.removeAsk', { name: nameOf(row) }),
          successMessage: t('organize.employ.removeDone'),
        };

  /** The reset-password dialog (open while a member is chosen). */
  const resetDialog = (
    <EditorDialog<PassValues>
      state="edit"
      title={t('organize.employ.resetTitle', { name: resetOf ? nameOf(resetOf) : '' })}
      open={resetOf !== null}
      onClose={() => setResetOf(null)}
      successMessage={t('organize.employ.resetDone')}
      onSubmit={async (values) => {
        if (resetOf?.pid) await call(User.api.ResetPass, { id: resetOf.pid, pass: prehashPassword(values.pass) });
      }}
    >
      <NewPasswordFields label={t('organize.employ.newPass')} repeatLabel={t('organize.employ.repeatPass')} />
    </EditorDialog>
  );

  return { editActions, deleteText, resetDialog };
}
