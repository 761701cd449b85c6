import { AdRegister } from '@hangar/domain/contracts/ad-register';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import type { ScreenProps } from '../../components/web-module';
import { AdRegisterTable } from './AdRegisterTable';

/*
 * /maintain/ad (view maintain-ad, issue 32): the AD/SB register across the company's fleet — pick a CAD/AD or
 * SB/SI document evaluated against its aircraft (AdRegister/Documents, with how many are evaluated and open) and
 * see each aircraft of its model in the register's state (AdRegister/Fleet, unevaluated ones too); below, every
 * applicable document still open, overdue first, then by deadline (AdRegister/Open).
 */

export default function AdRegisterPage({ titleKey }: ScreenProps) {
  const { t } = useTranslation();
  const [document, setDocument] = useState<number | null>(null);
  const documents = useQuery({
    queryKey: ['maintain_task', 'plane_notice', 'adDocuments'],
    queryFn: () => call(AdRegister.api.Documents, {}),
  });
  const fleet = useQuery({
    queryKey: ['maintain_task', 'plane_notice', 'adFleet', document],
    queryFn: () => call(AdRegister.api.Fleet, { document: document ?? 0 }),
    enabled: document !== null,
  });
  const open = useQuery({
    queryKey: ['maintain_task', 'plane_notice', 'adOpen'],
    queryFn: () => call(AdRegister.api.Open, {}),
  });
  const options = (documents.data ?? []).map((d) => ({
    value: d.id,
    label: `${t(`adreg.dict.${d.dict}`)} ${d.seri ?? d.name}${d.revision ? ` (${d.revision})` : ''} · ${d.modelName ?? ''} · ${t('adreg.page.counts', { evaluated: d.evaluated, open: d.open })}`,
  }));
  const error = documents.error ?? fleet.error ?? open.error;
  return (
    <Flex vertical gap={12}>
      <Card title={t(titleKey)}>
        <Form layout="inline">
          <Form.Item label={t('adreg.page.document')} style={{ minWidth: 320, flex: 1 }}>
            <Select
              showSearch
              optionFilterProp="label"
              allowClear
              placeholder={t('adreg.page.pick')}
              loading={documents.isFetching}
              options={options}
              value={document ?? undefined}
              onChange={(value?: number) => setDocument(value ?? null)}
              aria-label={t('adreg.page.document')}
            />
          </Form.Item>
        </Form>
        {document !== null ? (
          <div style={{ marginTop: 12 }} data-testid="adreg-fleet">
            <Typography.Title level={5}>{t('adreg.page.fleet')}</Typography.Title>
            <AdRegisterTable rows={fleet.data ?? []} loading={fleet.isFetching} showPlane />
          </div>
        ) : null}
      </Card>
      <Card title={t('adreg.page.open')} data-testid="adreg-open">
        <AdRegisterTable rows={open.data ?? []} loading={open.isFetching} showPlane />
      </Card>
      {error ? <Typography.Text type="danger">{error.message}</Typography.Text> : null}
    </Flex>
  );
}
