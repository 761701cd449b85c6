import { Material, type MaterialStockRow } from '@hangar/domain/contracts/materials';
import {
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Image,
  Input,
  Pagination,
  Space,
  Spin,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberOf } from '../../components/contract-rules';
import { THUMBNAIL_SIZE } from '../../components/file-upload/ImageUpload';
import { useListQuery } from '../../components/list-query';
import { StatusTag } from '../../components/status-colours';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { stateTags } from './material-codes';

/*
 * The material selector drawer (materials document §2.15, §5 "Material selection"), reusable (BOMs, work cards,
 * store orders): titled 选择物料, 950 wide (full width on phones); a simple search (part number or name) and
 * paging over Material/QueryWithStock; a card per material with its picture (90×90, preview on click), name,
 * part number, brand, id, approved and disabled tags, stock, a quantity and a select button.
 *
 *   <MaterialSelector open={open} onClose={close} selected={rows} ownMaterial={bom.material}
 *     onSelect={(material, quantity) => addOrRestore(material, quantity)} />
 *
 * Refusals (messages of the spec): not approved, disabled, the BOM's own material, already in `selected` —
 * unless that entry is marked deleted: then onSelect is called and the caller restores it with the new
 * quantity. An empty quantity becomes 1 with a notice; a choice is confirmed with its quantity and unit.
 */

export interface SelectedMaterial {
  /** The material (its id, or a row holding it). */
  material: number | { id: number };
  quantity: number;
  deleted?: boolean;
}

export interface MaterialSelectorProps {
  open: boolean;
  onClose(): void;
  selected: readonly SelectedMaterial[];
  /** The BOM's own material, which cannot be chosen into it. */
  ownMaterial?: number | null;
  onSelect(material: MaterialStockRow, quantity: number): void;
  /** What an empty catalogue (nothing searched for) tells the user, e.g. where else to get a line from. */
  emptyHint?: string;
}

export const SELECTOR_WIDTH = 950;
const PAGE_SIZE = 10;

const idOf = (s: SelectedMaterial) => (typeof s.material === 'number' ? s.material : s.material.id);

/** Why a material cannot be chosen (a catalogue key), or null. */
export function refusalOf(
  material: Pick<MaterialStockRow, 'id' | 'approved' | 'disabled'>,
  selected: readonly SelectedMaterial[],
  ownMaterial?: number | null,
): string | null {
  if (!material.approved) return 'material.notApproved';
  if (material.disabled) return 'material.isDisabled';
  if (ownMaterial !== undefined && ownMaterial !== null && material.id === ownMaterial) return 'material.ownBom';
  if (selected.some((s) => idOf(s) === material.id && !s.deleted)) return 'material.alreadyChosen';
  return null;
}

export function MaterialSelector({ open, onClose, selected, ownMaterial, onSelect, emptyHint }: MaterialSelectorProps) {
  const { t } = useTranslation();
  const { width } = useWindowSize();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('material.selector.title')}
      size={width < MOBILE_BREAKPOINT ? width : Math.min(SELECTOR_WIDTH, width)}
      destroyOnHidden
    >
      <SelectorList selected={selected} ownMaterial={ownMaterial} onSelect={onSelect} emptyHint={emptyHint} />
    </Drawer>
  );
}

function SelectorList({ selected, ownMaterial, onSelect, emptyHint }: Omit<MaterialSelectorProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const filters = text
    ? [
        { name: 'model', compare: 'contains', value: text, relate: 'and' },
        { name: 'name', compare: 'contains', value: text, relate: 'or' },
      ]
    : [];
  const list = useListQuery<MaterialStockRow>(Material.table, Material.api.QueryWithStock, {
    filters,
    page,
    pageSize: PAGE_SIZE,
  });

  const choose = (material: MaterialStockRow) => {
    const refusal = refusalOf(material, selected, ownMaterial);
    if (refusal) {
      void message.warning(t(refusal));
      return;
    }
    const typed = quantities[material.id] ?? '';
    let quantity = numberOf(typed);
    if (quantity === null) {
      quantity = 1;
      setQuantities((q) => ({ ...q, [material.id]: '1' }));
      void message.info(t('material.selector.quantityDefaulted'));
    }
    if (Number.isNaN(quantity) || quantity <= 0) {
      void message.warning(t('store.quantityPositive'));
      return;
    }
    onSelect(material, quantity);
    void message.success(
      t('material.selector.chosen', { name: material.name, quantity, unit: material.unitName ?? '' }),
    );
  };

  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        placeholder={t('material.selector.search')}
        onSearch={(value) => {
          setText(value.trim());
          setPage(1);
        }}
        enterButton
      />
      <Spin spinning={list.loading}>
        {list.items.length === 0 && !list.loading ? (
          <Empty description={emptyHint && !text.trim() ? emptyHint : undefined} />
        ) : null}
        <Flex vertical gap={8}>
          {list.items.map((m) => (
            <Card key={m.id} size="small" data-testid="selector-card">
              <Flex gap={12} align="center" wrap>
                {m.pictures?.[0] ? (
                  <Image src={m.pictures[0].url} alt={m.name} width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} />
                ) : (
                  <div
                    style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, background: token.colorFillSecondary }}
                  />
                )}
                <Flex vertical gap={2} style={{ flex: 1, minWidth: 200 }}>
                  <Typography.Text strong>{m.name}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('material.model')}: {m.model}
                    {m.brandName ? ` · ${t('material.brand')}: ${m.brandName}` : ''} · {t('material.id')}: {m.id}
                  </Typography.Text>
                  <Space size={4} wrap>
                    {stateTags(t, m)}
                    {m.lowStock ? (
                      <StatusTag status="warning">
                        {t('material.stock')}: {m.stock} {m.unitName ?? ''} · {t('material.tag.lowStock')}
                      </StatusTag>
                    ) : (
                      <Tag color="blue">
                        {t('material.stock')}: {m.stock} {m.unitName ?? ''}
                      </Tag>
                    )}
                  </Space>
                </Flex>
                <Space>
                  <Input
                    aria-label={`${m.name} ${t('material.selector.quantity')}`}
                    placeholder={t('material.selector.quantity')}
                    inputMode="decimal"
                    style={{ width: 100 }}
                    value={quantities[m.id] ?? ''}
                    onChange={(e) => setQuantities((q) => ({ ...q, [m.id]: e.target.value }))}
                  />
                  <Button type="primary" onClick={() => choose(m)}>
                    {t('material.selector.select')}
                  </Button>
                </Space>
              </Flex>
            </Card>
          ))}
        </Flex>
      </Spin>
      <Pagination
        align="end"
        current={page}
        pageSize={PAGE_SIZE}
        total={list.totalItems}
        showSizeChanger={false}
        showTotal={(total) => t('list.table.total', { total })}
        onChange={setPage}
      />
    </Flex>
  );
}
