import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangePicker, isValidDateRange, type DateRange } from '../dates/date-range-picker';
import { WeekdayPicker } from '../dates/weekday-picker';
import { renderKit } from './render-kit';

function RangeHarness({ initial, onChange }: { initial: DateRange; onChange?: (range: DateRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangePicker
      label="Departures"
      value={range}
      min="2026-01-01"
      max="2026-12-31"
      onChange={(next) => {
        setRange(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('is one labelled group of From and To, each end limiting the other', () => {
    renderKit(<RangeHarness initial={{ start: '2026-06-01', end: '2026-06-30' }} />);
    const group = screen.getByRole('group', { name: 'Departures' });
    const from = within(group).getByLabelText('From');
    const to = within(group).getByLabelText('To');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2026-06-01');
    expect(from).toHaveAttribute('min', '2026-01-01');
    expect(from).toHaveAttribute('max', '2026-06-30');
    expect(to).toHaveAttribute('min', '2026-06-01');
    expect(to).toHaveAttribute('max', '2026-12-31');
  });

  it('hands back YYYY-MM-DD dates, and says so when the end is before the start', async () => {
    const changes: DateRange[] = [];
    renderKit(<RangeHarness initial={{ start: '2026-06-10', end: '' }} onChange={(range) => changes.push(range)} />);
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-06-20' } });
    expect(changes).toEqual([{ start: '2026-06-10', end: '2026-06-20' }]);
    expect(screen.queryByText('The end date must be after the start date.')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-25' } });
    expect(changes[1]).toEqual({ start: '2026-06-25', end: '2026-06-20' });
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.getElementById(to.getAttribute('aria-errormessage') ?? '')).toHaveTextContent('The end date must be after the start date.'));
  });

  it('knows a valid range: real dates, the end not before the start', () => {
    expect(isValidDateRange({ start: '2026-06-01', end: '2026-06-01' })).toBe(true);
    expect(isValidDateRange({ start: '2026-06-02', end: '2026-06-01' })).toBe(false);
    expect(isValidDateRange({ start: '2026-02-28', end: '2026-02-30' })).toBe(false);
    expect(isValidDateRange({ start: '2026-06-01', end: '' })).toBe(false);
    expect(isValidDateRange({ start: '01/06/2026', end: '2026-06-30' })).toBe(false);
  });
});

function WeekdayHarness({ initial = [] as number[], onChange }: { initial?: number[]; onChange?: (days: number[]) => void }) {
  const [days, setDays] = useState(initial);
  return (
    <WeekdayPicker
      value={days}
      onChange={(next) => {
        setDays(next);
        onChange?.(next);
      }}
    />
  );
}

describe('WeekdayPicker', () => {
  it('shows Monday to Sunday as toggle buttons and hands back ISO weekdays, sorted', async () => {
    const user = userEvent.setup();
    const changes: number[][] = [];
    renderKit(<WeekdayHarness initial={[6]} onChange={(days) => changes.push(days)} />);
    const group = screen.getByRole('group', { name: 'Weekdays' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(buttons.map((button) => button.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(group).getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'Sunday' }));
    await user.click(within(group).getByRole('button', { name: 'Monday' }));
    await user.click(within(group).getByRole('button', { name: 'Saturday' }));
    expect(changes).toEqual([[6, 7], [1, 6, 7], [1, 7]]);
    expect(within(group).getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is one tab stop, walked with the arrow keys, Home and End, toggled with Space and Enter', async () => {
    const user = userEvent.setup();
    const changes: number[][] = [];
    renderKit(
      <>
        <button>before</button>
        <WeekdayHarness onChange={(days) => changes.push(days)} />
        <button>after</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Wednesday' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Sunday' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveFocus();
    expect(changes).toEqual([[3], [3, 7]]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('names the days in the page’s language', () => {
    renderKit(<WeekdayHarness />, { locale: 'no' });
    expect(screen.getByRole('group', { name: 'Ukedager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'mandag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'søndag' })).toBeInTheDocument();
  });
});
