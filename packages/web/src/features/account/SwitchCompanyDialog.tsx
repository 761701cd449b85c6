import { Company, type CompanyRow } from '@hangar/domain/contracts/organize';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { useSession } from '../../session/session-context';
import { showApiError } from './api-errors';
import { useSwitchCompany } from './use-switch-company';

// Switch company (platform spec §2 "Dialogs", §4, §8): the companies the user has joined (POST
// /api/Company/Query, page 1, size 20); choosing one switches to it. None joined: 未查询到加入的企业或机构.

type JoinedCompany = Pick<CompanyRow, 'id' | 'name' | 'systemName' | 'shortName'>;

export function SwitchCompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const switchCompany = useSwitchCompany();
  const [switching, setSwitching] = useState<number | null>(null);
  const companies = useQuery({
    queryKey: ['Company/Query', 'joined'],
    queryFn: () => call(Company.api.Query, { page: 1, pageSize: 20 }),
    enabled: open,
  });

  const choose = async (company: JoinedCompany) => {
    setSwitching(company.id);
    try {
      await switchCompany(company.id);
      void message.success(t('account.switch.done', { name: company.name }));
      onClose();
    } catch (error) {
      showApiError(error, message);
    } finally {
      setSwitching(null);
    }
  };

  const items = companies.data?.items ?? [];
  return (
    <Modal title={t('account.switch.title')} open={open} onCancel={onClose} footer={null}>
      {companies.isPending && open ? (
        <Spin />
      ) : companies.isError ? (
        <Typography.Text type="danger">{companies.error.message}</Typography.Text>
      ) : items.length === 0 ? (
        <Empty description={t('account.switch.empty')} />
      ) : (
        <Flex vertical gap={8}>
          {items.map((company) => (
            <Flex key={company.id} justify="space-between" align="center">
              <Flex vertical>
                <Typography.Text strong>{company.name}</Typography.Text>
                <Typography.Text type="secondary">{company.systemName}</Typography.Text>
              </Flex>
              {company.id === user.curCID ? (
                <Tag color="blue">{t('account.switch.current')}</Tag>
              ) : (
                <Button
                  type="link"
                  loading={switching === company.id}
                  disabled={switching !== null}
                  onClick={() => void choose(company)}
                >
                  {t('account.company.switchOk')}
                </Button>
              )}
            </Flex>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
