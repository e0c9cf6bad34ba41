import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatDisplayDate } from 'shared-contracts/dates';
import { renderStorefront } from '../../../testing/render-storefront';
import { DatePicker } from '../components/date-picker';

// A fixed past month keeps the grid the same on every run (2026-03: starts on a Sunday, 31 days).
const AVAILABLE = new Set(['2026-03-10', '2026-03-12', '2026-04-14']);
const cell = (iso: string) => screen.getByRole('gridcell', { name: formatDisplayDate(iso) });

function Harness({ onSelect }: { onSelect: (iso: string) => void }) {
  const [month, setMonth] = useState('2026-03');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <DatePicker
      month={month}
      onMonthChange={setMonth}
      minMonth="2026-03"
      isSelectable={(iso) => AVAILABLE.has(iso)}
      selected={selected}
      onSelect={(iso) => {
        setSelected(iso);
        onSelect(iso);
      }}
      label="Choose a date"
    />
  );
}

describe('DatePicker', () => {
  it('is a named grid whose unavailable dates are aria-disabled and cannot be chosen by click', async () => {
    const onSelect = jest.fn();
    renderStorefront(<Harness onSelect={onSelect} />);
    const grid = screen.getByRole('grid', { name: 'Choose a date, March 2026' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    expect(cell('2026-03-10')).not.toHaveAttribute('aria-disabled');
    expect(cell('2026-03-11')).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(cell('2026-03-11'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(cell('2026-03-11')).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(cell('2026-03-10'));
    expect(onSelect).toHaveBeenCalledWith('2026-03-10');
    expect(cell('2026-03-10')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves by day, week and month with the keyboard and selects only available dates', async () => {
    const onSelect = jest.fn();
    renderStorefront(<Harness onSelect={onSelect} />);
    // Previous month is disabled in the first month: Tab reaches Next month, then the one cell in the tab order.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await userEvent.tab();
    expect(cell('2026-03-01')).toHaveFocus();
    expect(cell('2026-03-02')).toHaveAttribute('tabindex', '-1');

    await userEvent.keyboard('{ArrowDown}'); // 8th
    await userEvent.keyboard('{ArrowRight}{ArrowRight}'); // 10th
    expect(cell('2026-03-10')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}'); // 11th: not available
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSelect).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-03-10');

    // Home / End: start (Monday) and end (Sunday) of the week of Tue 10 March.
    await userEvent.keyboard('{Home}');
    expect(cell('2026-03-09')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(cell('2026-03-15')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(cell('2026-03-08')).toHaveFocus();

    // PageDown opens the next month on the same day; Space selects there.
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Choose a date, April 2026' })).toBeInTheDocument();
    expect(cell('2026-04-08')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Home}{ArrowRight}');
    expect(cell('2026-04-14')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('2026-04-14');

    // PageUp goes back, but never before the first month offered.
    await userEvent.keyboard('{PageUp}');
    expect(cell('2026-03-14')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(cell('2026-03-14')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('has named month buttons that change the month', async () => {
    renderStorefront(<Harness onSelect={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'Choose a date, April 2026' })).toBeInTheDocument();
    expect(cell('2026-04-14')).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'Choose a date, March 2026' })).toBeInTheDocument();
  });
});
