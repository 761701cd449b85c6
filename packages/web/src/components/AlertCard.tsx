import { Card, Col, Divider, Empty, Flex, Row, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

// The layout of the dashboard's warning cards (certificates, component life, open faults): two counts, each
// coloured (warning / error) while above zero, a divider, then the card's list or, when there is nothing to
// list, an empty text. While loading the card shows antd's skeleton; a failed call shows its message instead.

export interface AlertCount {
  /** The count's label. */
  title: string;
  value: number | undefined;
  /** Its colour while above zero. */
  tone: 'warning' | 'error';
  testId: string;
}

export interface AlertCardProps {
  title: ReactNode;
  testId: string;
  loading: boolean;
  error: Error | null;
  counts: readonly [AlertCount, AlertCount];
  /** Nothing to list: the empty text instead of the children. */
  empty: boolean;
  emptyText: string;
  /** The list (shown when not empty). */
  children?: ReactNode;
}

export function AlertCard({ title, testId, loading, error, counts, empty, emptyText, children }: AlertCardProps) {
  const { token } = theme.useToken();
  const colour = { warning: token.colorWarning, error: token.colorError };
  return (
    <Card title={title} data-testid={testId} loading={loading}>
      {error ? (
        <Typography.Text type="danger">{error.message}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Row gutter={12}>
            {counts.map((c) => (
              <Col span={12} key={c.testId}>
                <Statistic
                  title={c.title}
                  value={c.value ?? 0}
                  styles={{ content: c.value ? { color: colour[c.tone] } : undefined }}
                  data-testid={c.testId}
                />
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
