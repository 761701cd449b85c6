import { Card, Col, Divider, Empty, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Status } from './status-colours';
import { StatusStatistic } from './status-figures';

// The layout of the dashboard's warning cards (certificates, component life, open faults, qualifications): two
// or three counts, each in its status's colour with its icon while above zero (StatusStatistic), a divider, then
// the card's list or, when there is nothing to list, an empty text. While loading the card shows antd's skeleton; a failed call shows its message instead.

export interface AlertCount {
  /** The count's label. */
  title: string;
  value: number | undefined;
  /** Its status (colour and icon) while above zero. */
  status: Status;
  testId: string;
}

export interface AlertCardProps {
  title: ReactNode;
  testId: string;
  loading: boolean;
  error: Error | null;
  counts: readonly [AlertCount, AlertCount] | readonly [AlertCount, AlertCount, AlertCount];
  /** Nothing to list: the empty text instead of the children. */
  empty: boolean;
  emptyText: string;
  /** The list (shown when not empty). */
  children?: ReactNode;
}

export function AlertCard({ title, testId, loading, error, counts, empty, emptyText, children }: AlertCardProps) {
  return (
    <Card title={title} data-testid={testId} loading={loading}>
      {error ? (
        <Typography.Text type="danger">{error.message}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Row gutter={12}>
            {counts.map((c) => (
              <Col span={24 / counts.length} key={c.testId}>
                <StatusStatistic title={c.title} value={c.value} status={c.status} data-testid={c.testId} />
              </Col>
            ))}
          </Row>
          <Divider style={{ margin: 0 }} />
          {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> : children}
        </Flex>
      )}
    </Card>
  );
}
