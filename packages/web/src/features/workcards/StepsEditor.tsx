import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { CARD_MAX_STEPS, type CardStep } from '@hangar/domain/contracts/orders';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import type { CheckboxChangeEvent } from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';

/*
 * The steps editor of the work card form (issue 33): the steps a production order's task card copies, each its
 * text, the RII flag (an inspector other than the performer signs it too), and a measured value's unit, lower and
 * upper limit. Add, remove and move up / down by buttons (each named with its step, so a keyboard and a screen
 * reader reach them; a moved step keeps the focus on its button). A Form.List named `steps` inside the dialog's
 * form, so the server's field errors (`steps.2.max`) land on their fields.
 *
 *   <StepsEditor />                        // inside an EditorDialog's form
 *   stepsBody(values.steps)                // the rows as the contract's CardStep[]
 */

export interface StepValues {
  text?: string;
  rii?: 0 | 1;
  unit?: string | null;
  min?: number | null;
  max?: number | null;
}

/** The editor's rows as the card's steps: trimmed text, empty unit and limits as null. */
export function stepsBody(rows: StepValues[] | undefined): CardStep[] {
  return (rows ?? []).map((s) => ({
    text: (s.text ?? '').trim(),
    rii: s.rii === 1 ? 1 : 0,
    unit: s.unit?.trim() || null,
    min: typeof s.min === 'number' ? s.min : null,
    max: typeof s.max === 'number' ? s.max : null,
  }));
}

const css = `
.hangar-steps { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.hangar-step-row { border: 1px solid var(--ant-color-border-secondary); border-radius: 6px; padding: 8px; }
.hangar-step-row .ant-form-item { margin-bottom: 4px; }
`;

export function StepsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="steps">
      {(rows, { add, remove, move }) => (
        <Flex vertical gap={8}>
          <style href="hangar-steps-editor" precedence="default">
            {css}
          </style>
          <ol className="hangar-steps" aria-label={t('steps.title')}>
            {rows.map((row, index) => {
              const n = index + 1;
              return (
                <li key={row.key} className="hangar-step-row" data-testid={`step-row-${index}`}>
                  <Flex gap={8} align="center" justify="space-between" wrap>
                    <Typography.Text strong>{t('steps.step', { n })}</Typography.Text>
                    <Flex gap={4}>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('steps.up', { n })}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('steps.down', { n })}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('steps.remove', { n })}
                        onClick={() => remove(row.name)}
                      />
                    </Flex>
                  </Flex>
                  <Form.Item
                    name={[row.name, 'text']}
                    label={t('steps.text')}
                    rules={[{ required: true, whitespace: true, message: t('order.stepTextRequired') }, { max: 2000 }]}
                  >
                    <Input.TextArea rows={2} aria-label={`${t('steps.step', { n })} ${t('steps.text')}`} />
                  </Form.Item>
                  <Flex gap={12} wrap align="center">
                    <Form.Item
                      name={[row.name, 'rii']}
                      getValueProps={(v) => ({ checked: v === 1 })}
                      getValueFromEvent={(e: CheckboxChangeEvent) => (e.target.checked ? 1 : 0)}
                    >
                      <Checkbox>{t('steps.rii')}</Checkbox>
                    </Form.Item>
                    <Form.Item name={[row.name, 'unit']} label={t('steps.unit')} rules={[{ max: 20 }]}>
                      <Input style={{ width: 90 }} aria-label={`${t('steps.step', { n })} ${t('steps.unit')}`} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'min']} label={t('steps.min')}>
                      <InputNumber style={{ width: 110 }} aria-label={`${t('steps.step', { n })} ${t('steps.min')}`} />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'max']}
                      label={t('steps.max')}
                      dependencies={[['steps', row.name, 'min']]}
                      rules={[
                        ({ getFieldValue }) => ({
                          validator: (_, max: number | null | undefined) => {
                            const min = getFieldValue(['steps', row.name, 'min']);
                            return typeof min === 'number' && typeof max === 'number' && min > max
                              ? Promise.reject(new Error(t('order.limitsReversed')))
                              : Promise.resolve();
                          },
                        }),
                      ]}
                    >
                      <InputNumber style={{ width: 110 }} aria-label={`${t('steps.step', { n })} ${t('steps.max')}`} />
                    </Form.Item>
                  </Flex>
                </li>
              );
            })}
          </ol>
          <Button
            type="dashed"
            disabled={rows.length >= CARD_MAX_STEPS}
            onClick={() => add({ text: '', rii: 0, unit: null, min: null, max: null })}
          >
            {t('steps.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
