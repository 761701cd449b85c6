// Interface strings of the list area: key → [zh-CN, en-US]. Keys start with "list.".
// The list kit (packages/web/src/components) uses these; success and error texts shared with the server
// (创建成功, 修改成功, 删除成功, 未知操作) come from messages.ts (`ok.*`, `error.unknownOperation`).
export const listStrings = {
  // Search bar
  'list.search.button': ['查询', 'Search'],
  'list.search.field': ['查询字段', 'Field'],
  'list.search.compare': ['比较方式', 'Comparison'],
  'list.search.value': ['请输入查询内容', 'Enter a value'],
  'list.search.choose': ['请选择', 'Choose'],
  'list.search.addAnd': ['添加AND条件', 'Add AND condition'],
  'list.search.addOr': ['添加OR条件', 'Add OR condition'],
  'list.search.clear': ['清除条件', 'Clear conditions'],
  'list.search.more': ['更多查询方式', 'More search options'],
  'list.search.and': ['并且', 'AND'],
  'list.search.or': ['或者', 'OR'],
  'list.compare.eq': ['等于', 'equals'],
  'list.compare.ne': ['不等于', 'not equal'],
  'list.compare.contains': ['包含', 'contains'],
  'list.compare.gt': ['大于', 'greater than'],
  'list.compare.ge': ['大于等于', 'greater or equal'],
  'list.compare.lt': ['小于', 'less than'],
  'list.compare.le': ['小于等于', 'less or equal'],
  // Status icons beside a coloured figure (components/status-colours.tsx)
  'list.status.overdue': ['超期', 'Overdue'],
  'list.status.warning': ['预警', 'Warning'],
  'list.status.dueSoon': ['即将到期', 'Due soon'],
  'list.status.fine': ['正常', 'OK'],
  'list.status.closed': ['已关闭', 'Closed'],
  // Table
  'list.table.total': ['共 {total} 条', '{total} in total'],
  'list.table.scrollArea': ['表格行', 'Table rows'],
  // Editor dialog
  'list.dialog.ok': ['确定', 'OK'],
  'list.dialog.cancel': ['取消', 'Cancel'],
  // Delete confirmation
  'list.confirm.title': ['警告', 'Warning'],
  'list.confirm.delete': ['确定要删除该记录?', 'Delete this record?'],
  'list.confirm.ok': ['确定', 'OK'],
  'list.confirm.cancel': ['取消', 'Cancel'],
  // Export and lookups
  'list.export.noData': ['没有数据', 'No data'],
  'list.export.button': ['导出', 'Export'],
  'list.export.failed': ['导出失败', 'Export failed'],
  // Printing (components/print.tsx)
  'list.print.button': ['打印', 'Print'],
  'list.print.pageOf': ['第 {page} 页，共 {pages} 页', 'Page {page} of {pages}'],
  'list.print.date': ['打印日期 {date}', 'Printed {date}'],
  'list.print.shownPage': [
    '本页为列表第 {page} 页，共 {pages} 页（共 {total} 条）；“打印”按钮打印全部记录',
    'Page {page} of {pages} of the list ({total} in total); the Print button prints every row',
  ],
  'list.print.capped': ['打印了前 {count} 条，共 {total} 条', 'The first {count} of {total} rows printed'],
  'list.unknown': ['未知', 'Unknown'],
  // Row actions of ListPage
  'list.action.actions': ['操作', 'Actions'],
  'list.action.edit': ['编辑', 'Edit'],
  'list.action.delete': ['删除', 'Delete'],
} as const satisfies Record<string, readonly [string, string]>;

export type ListKey = keyof typeof listStrings;
