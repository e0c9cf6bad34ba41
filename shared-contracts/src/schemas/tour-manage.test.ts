import * as v from 'valibot';
import { IsoDateSchema, memberCountAllowed, priceRowsProblem, ScheduleInputSchema } from './tour-manage';

const season = (from: string, to: string) => ({ valid_from: from, valid_to: to });
const base = { valid_from: null, valid_to: null };

describe('priceRowsProblem', () => {
  it('accepts one default with seasons that nest or stay apart, adjacent days included', () => {
    expect(priceRowsProblem([base, season('2030-06-01', '2030-08-31'), season('2030-07-01', '2030-07-15'), season('2030-09-01', '2030-09-30')])).toBeNull();
    expect(priceRowsProblem([])).toBeNull();
  });

  it('refuses two defaults, the same season twice, and seasons that partly overlap (one shared day is an overlap)', () => {
    expect(priceRowsProblem([base, base])).toBe('errors.tourManage.defaultPriceTwice');
    expect(priceRowsProblem([season('2030-06-01', '2030-06-30'), season('2030-06-01', '2030-06-30')])).toBe('errors.tourManage.seasonsOverlap');
    expect(priceRowsProblem([season('2030-06-01', '2030-06-30'), season('2030-06-30', '2030-07-10')])).toBe('errors.tourManage.seasonsOverlap');
    expect(priceRowsProblem([season('2030-06-10', '2030-07-10'), season('2030-06-01', '2030-06-20')])).toBe('errors.tourManage.seasonsOverlap');
  });
});

describe('tickets and schedules', () => {
  it('lets only Group and Family tickets, or tickets priced per group, admit more than one person', () => {
    expect(memberCountAllowed('Adult', 1, 1)).toBe(true);
    expect(memberCountAllowed('Adult', 1, 2)).toBe(false);
    expect(memberCountAllowed('Group', 1, 4)).toBe(true);
    expect(memberCountAllowed('Family', 1, 4)).toBe(true);
    expect(memberCountAllowed('Room', 2, 3)).toBe(true);
  });

  it('refuses days that do not exist', () => {
    expect(v.safeParse(IsoDateSchema, '2030-02-28').success).toBe(true);
    expect(v.safeParse(IsoDateSchema, '2028-02-29').success).toBe(true);
    expect(v.safeParse(IsoDateSchema, '2030-02-29').success).toBe(false);
    expect(v.safeParse(IsoDateSchema, '2030-04-31').success).toBe(false);
  });

  it('reports a schedule range problem on end_date and keeps the other fields', () => {
    const body = { kind: 'schedule', option_id: 1, start_date: '2030-01-10', end_date: '2030-01-01', weekdays: [1], start_times: ['10:00'], allotment: 5 };
    const result = v.safeParse(ScheduleInputSchema, body);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['end_date', 'validation.dateRangeInvalid']]);
    expect(v.parse(ScheduleInputSchema, { ...body, end_date: '2031-01-11' }).weekdays).toEqual([1]);
    expect(v.safeParse(ScheduleInputSchema, { ...body, end_date: '2031-01-12' }).issues?.[0]?.message).toBe('errors.tourManage.rangeTooLong');
  });
});
