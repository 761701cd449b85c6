import { Employ } from '@hangar/domain/contracts/organize';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useSession } from '../../session/session-context';
import { showApiError } from './api-errors';
import { INVITATION_KEY, type Invitation, useInvitations } from './use-invitations';
import { useSwitchCompany } from './use-switch-company';

// Invitations to join a company: an administrator's "invite employee" reaches the invited user here,
// in the user menu (with a count) and on the dashboard. Accepting makes the user a member (and, for a user
// without a company, the company current); declining tells the company so. Both are the server's logged calls
// Employ/Accept and Employ/Decline.

/** Accept and decline, with their messages and what must be reloaded afterwards. */
function useAnswer() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const switchCompany = useSwitchCompany();
  const [busy, setBusy] = useState<number | null>(null);

  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [INVITATION_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['Company/Query'] }),
    ]);

  const accept = async (invitation: Invitation) => {
    setBusy(invitation.id);
    try {
      const answered = await call(Employ.api.Accept, { id: invitation.id });
      if (session.user.curCID === null) {
        // A user without a company works in the one just joined at once.
        await switchCompany(answered.companyId);
        void message.success(t('account.invitation.accepted', { name: answered.companyName }));
      } else {
        void message.success(t('account.invitation.acceptedSwitch', { name: answered.companyName }));
      }
      await settle();
    } catch (error) {
      showApiError(error, message);
    } finally {
      setBusy(null);
    }
  };

  const decline = (invitation: Invitation) =>
    modal.confirm({
      title: t('account.invitation.decline'),
      content: t('account.invitation.declineAsk', { name: invitation.companyName }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await call(Employ.api.Decline, { id: invitation.id });
          void message.success(t('account.invitation.declined'));
          await settle();
        } catch (error) {
          showApiError(error, message);
        }
      },
    });

  return { accept, decline, busy };
}

/** The pending invitations with Accept and Decline. */
export function InvitationList({ items }: { items: readonly Invitation[] }) {
  const { t } = useTranslation();
  const { accept, decline, busy } = useAnswer();
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account.invitation.empty')} />;
  return (
    <List
      dataSource={[...items]}
      rowKey="id"
      renderItem={(invitation) => (
        <List.Item
          actions={[
            <Button
              key="accept"
              type="primary"
              size="small"
              loading={busy === invitation.id}
              disabled={busy !== null}
              onClick={() => void accept(invitation)}
            >
              {t('account.invitation.accept')}
            </Button>,
            <Button key="decline" size="small" disabled={busy !== null} onClick={() => decline(invitation)}>
              {t('account.invitation.decline')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={<Typography.Text strong>{invitation.companyName}</Typography.Text>}
            description={t('account.invitation.from', {
              inviter: invitation.invitedBy ?? t('account.invitation.someone'),
              time: invitation.invitedAt.slice(0, 16),
            })}
          />
        </List.Item>
      )}
    />
  );
}

/** The user menu's dialog. */
export function InvitationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invitations = useInvitations();
  return (
    <Modal title={t('account.invitation.title')} open={open} onCancel={onClose} footer={null}>
      <Flex vertical>
        <InvitationList items={invitations.data?.items ?? []} />
      </Flex>
    </Modal>
  );
}
