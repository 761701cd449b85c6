// Excel imports (the catalogue's, an aircraft's components): one wording for a problem of a sheet's cell, on
// the server and in the browser (import-problem.ts). `import.problem` names the sheet row and the column heading
// as the sheet shows it; its detail says the value found and what was expected (`import.expect.*`).

export const importMessages = {
  'import.problem': ['第 {row} 行 {column}：{detail}', 'Row {row}, {column}: {detail}'],
  'import.notNumber': ["'{value}' 不是数字（应为 {expected}）", "'{value}' is not a number (expected {expected})"],
  'import.notDate': ["'{value}' 不是日期（应为 {expected}）", "'{value}' is not a date (expected {expected})"],
  'import.unknown': ["'{value}' 不存在（应为 {expected}）", "'{value}' is not known (expected {expected})"],
  'import.badValue': ["'{value}' 不符合要求（应为 {expected}）", "'{value}' is not valid (expected {expected})"],
  'import.missing': ['为空（此列必填）', 'is empty (this column is required)'],
  'import.expect.number': ['数字', 'a number'],
  'import.expect.number0': ['0 或更大的数字', 'a number of 0 or more'],
  'import.expect.whole0': ['0 或更大的整数', 'a whole number of 0 or more'],
  'import.expect.date': ['日期，如 2024-03-05', 'a date such as 2024-03-05'],
  'import.expect.calendar': ['日历寿命，如 20Y、6M、180D', 'a calendar life such as 20Y, 6M or 180D'],
  'import.expect.text': ['文字', 'text'],
  'import.expect.flag': ['是、否、1 或 0', 'yes, no, 1 or 0'],
  'import.expect.certType': ['合格证类型，如 COC、CAAC', 'a certificate type such as COC or CAAC'],
  'import.expect.known': ['系统中已有的名称', 'a name already in the system'],
  'import.expect.maxLength': ['不超过 {max} 个字符', 'at most {max} characters'],
} as const satisfies Record<string, readonly [string, string]>;
