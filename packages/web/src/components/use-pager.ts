import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintPaging } from './print';

// The pager of a list that pages on the server: page and size as state, and the table's pagination (共 N 条, the
// size changer with the list's options; a changed size goes back to page 1). While the Print button prints, page and
// size are those of every row (components/print.tsx); the pager keeps the user's.

export function usePager(initialSize: number, sizes: readonly number[]) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const asked = usePrintPaging({ page, pageSize });
  // The rows asked for (every row while printing: antd cuts the rows to the pager's size).
  const pagination = (total: number): TablePaginationConfig => ({
    current: asked.page,
    pageSize: asked.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...sizes],
    showTotal: (count) => t('list.table.total', { total: count }),
    onChange: (next, size) => {
      setPage(size === pageSize ? next : 1);
      setPageSize(size);
    },
  });
  return { page: asked.page, pageSize: asked.pageSize, setPage, pagination };
}
