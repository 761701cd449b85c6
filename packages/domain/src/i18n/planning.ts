// Planning (issue 35): server messages `forecast.*` — refusals of a forecast's horizon and utilisation. Listed in
// frame-area-messages.ts.

export const planningMessages = {
  'forecast.horizonInvalid': ['预测期须为 1 至 1826 天', 'The horizon must be 1 to 1826 days'],
  'forecast.horizonTooLong': ['预测期不能超过 5 年', 'The horizon cannot be longer than 5 years'],
  'forecast.untilPast': ['预测截止日期不能早于今天', 'The horizon cannot end before today'],
  'forecast.modeInvalid': ['利用率方式须为实测、设定或飞行计划', 'The utilisation must be measured, stated or planned'],
  'forecast.rateInvalid': ['利用率超出范围', 'The utilisation is out of range'],
  'forecast.rateNegative': ['利用率不能为负数', 'The utilisation cannot be negative'],
  'forecast.monthInvalid': ['月份须为 1 至 12', 'The month must be 1 to 12'],
  'forecast.monthRepeated': ['月份重复', 'A month is repeated'],
  'forecast.factorInvalid': ['利用率倍数须在 0 至 10 之间', 'The utilisation factor must be between 0 and 10'],
  'forecast.groundedFromRequired': ['请选择停场开始日期', 'Choose the first grounded day'],
  'forecast.groundedToRequired': ['请选择停场结束日期', 'Choose the last grounded day'],
  'forecast.groundedToBeforeFrom': ['停场结束日期不能早于开始日期', 'The last grounded day cannot be before the first'],
} as const;
