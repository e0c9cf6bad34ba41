import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceSelect } from '../form/choice-select';
import { renderKit } from './render-kit';

type Breakdown = 'total' | 'site' | 'channel';
const CHOICES: { value: Breakdown; label: string }[] = [
  { value: 'total', label: 'In total' },
  { value: 'site', label: 'Per site' },
  { value: 'channel', label: 'Per site and sales channel' },
];

function Picker({ onChange }: { onChange: (value: Breakdown) => void }) {
  const [value, setValue] = useState<Breakdown>('site');
  return (
    <ChoiceSelect
      label="Breakdown"
      value={value}
      choices={CHOICES}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ChoiceSelect', () => {
  it('is a select named by its label, showing the value among its choices, and hands back the one picked', async () => {
    const onChange = jest.fn();
    renderKit(<Picker onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Breakdown' });
    expect(select).toHaveValue('site');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['In total', 'Per site', 'Per site and sales channel']);

    await userEvent.selectOptions(select, 'Per site and sales channel');
    expect(onChange).toHaveBeenCalledWith('channel');
    expect(select).toHaveValue('channel');
  });
});
