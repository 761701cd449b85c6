import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type FormField, formBody, formValues } from './ListPage';

// The value conversions of declared form fields: API record → form values → API body.

const fields: FormField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'remarks', label: 'Remarks', kind: 'textarea' },
  { name: 'seats', label: 'Seats', kind: 'number' },
  { name: 'produceDate', label: 'Produced', kind: 'date' },
  { name: 'model', label: 'Model', kind: 'select' },
  { name: 'secret', label: 'Hidden', kind: 'number', hidden: true },
];

describe('formValues / formBody', () => {
  it('turns API dates into dayjs days and back into the YYYY-MM-DD 00:00:00 form', () => {
    const values = formValues(fields, { name: 'B-1', produceDate: '2019-05-31 00:00:00', model: 3 });
    expect(dayjs.isDayjs(values.produceDate)).toBe(true);
    expect(formBody(fields, values)).toEqual({
      name: 'B-1',
      remarks: null,
      seats: null,
      produceDate: '2019-05-31 00:00:00',
      model: 3,
    });
  });

  it('shows the stored "no date" (year 1) and impossible dates as empty', () => {
    expect(formValues(fields, { produceDate: '0001-01-01 00:00:00' }).produceDate).toBeNull();
    expect(formValues(fields, { produceDate: '2019-02-30 00:00:00' }).produceDate).toBeNull();
    expect(formValues(fields, { produceDate: null }).produceDate).toBeNull();
  });

  it('trims text, sends empty text and numbers as null, and leaves hidden fields out', () => {
    expect(formBody(fields, { name: '  B-2 ', remarks: '   ', seats: 0, secret: 5 })).toEqual({
      name: 'B-2',
      remarks: null,
      seats: 0,
      produceDate: null,
      model: null,
    });
  });
});
