import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from 'shared-contracts/errors';
import * as v from 'shared-contracts/valibot';
import { Input } from '@chakra-ui/react';
import { Link, useLocation } from '../../router';
import { ContractForm, useConfirmLeave } from '../form/contract-form';
import { FormField } from '../form/form-field';
import { SaveBar } from '../form/save-bar';
import { useContractForm } from '../form/use-contract-form';
import { renderKit } from './render-kit';

/** Price typed as text, sent in minor units as a whole number (the contract's output). */
const ActivitySchema = v.object({
  name: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required')),
  price: v.pipe(v.string('validation.required'), v.regex(/^\d+$/, 'validation.invalid'), v.transform(Number)),
});
type ActivityOutput = v.InferOutput<typeof ActivitySchema>;

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function CancelButton() {
  const confirmLeave = useConfirmLeave();
  const [answer, setAnswer] = useState('');
  return (
    <button type="button" onClick={() => void confirmLeave().then((leave) => setAnswer(String(leave)))}>
      Back to list {answer}
    </button>
  );
}

function ActivityForm({ save }: { save: (values: ActivityOutput) => unknown }) {
  const form = useContractForm(ActivitySchema, { defaultValues: { name: 'Fjord cruise', price: '1200' } });
  return (
    <>
      <ContractForm form={form} onSubmit={save} aria-label="Activity">
        <FormField name="name" label="Name" help="As guests see it." required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField name="price" label="Price" required>
          <Input {...form.register('price')} />
        </FormField>
        <CancelButton />
        <SaveBar />
      </ContractForm>
      <Link to="/en/npanel/tour">Activity list</Link>
      <LocationProbe />
    </>
  );
}

function renderForm(save: (values: ActivityOutput) => unknown = jest.fn(), locale: 'en' | 'no' = 'en') {
  return renderKit(<ActivityForm save={save} />, { route: '/en/npanel/tour/7', locale });
}

describe('contract forms', () => {
  it('wires label, help, required mark and error to the control, and refuses to submit what the schema refuses', async () => {
    const user = userEvent.setup();
    const save = jest.fn();
    renderForm(save);

    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription('As guests see it.');
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.clear(name);
    await user.clear(screen.getByRole('textbox', { name: /Price/ }));
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '12,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As guests see it. This field is required.');
    expect(document.getElementById(name.getAttribute('aria-errormessage') ?? '')).toHaveTextContent('This field is required.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Price/ })).toHaveAccessibleDescription('This value is not valid.'));
    expect(save).not.toHaveBeenCalled();
    expect(within(screen.getByRole('form', { name: 'Activity' })).getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    // The first invalid field takes focus.
    expect(name).toHaveFocus();
  });

  it('shows the save bar only with unsaved changes, saves the schema output, then says what was saved', async () => {
    const user = userEvent.setup();
    const save = jest.fn();
    renderForm(save);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    const price = screen.getByRole('textbox', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '1450');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved: Price'));
    expect(save).toHaveBeenCalledWith({ name: 'Fjord cruise', price: 1450 });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' by night');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.clear(price);
    await user.type(price, '1500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved: Name and Price'));
  });

  it('puts the server’s field errors on their fields, and its message and unplaced issues above the form', async () => {
    const user = userEvent.setup();
    const save = jest.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The activity was not saved.',
        issues: [
          { path: 'name', message: 'An activity with this name exists.' },
          { path: 'price', message: 'This value is not valid.', code: 'validation.invalid' },
          { path: 'supplier_id', message: 'Unknown supplier.' },
        ],
      }),
    );
    renderForm(save, 'no');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('An activity with this name exists.')));
    // An issue with a catalogue id is shown in the page's language, not in the server's.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Price/ })).toHaveAccessibleDescription('Denne verdien er ikke gyldig.'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The activity was not saved.');
    expect(alert).toHaveTextContent('supplier_id: Unknown supplier.');
    expect(name).toHaveFocus();
    // Still unsaved: the bar stays, and nothing claims it was saved.
    expect(screen.getByRole('button', { name: 'Lagre' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('asks before discarding changes, and Discard puts back what was last saved', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, ' extra');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(name).toHaveValue('Fjord cruise'));
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('warns before an in-app link leaves unsaved changes: Stay keeps the page, Leave follows the link', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' extra');

    await user.click(screen.getByRole('link', { name: 'Activity list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('Changes that you made may not be saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/en/npanel/tour/7');

    await user.click(screen.getByRole('link', { name: 'Activity list' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/npanel/tour'));
    expect(screen.getByTestId('location')).not.toHaveTextContent('/7');
  });

  it('lets a clean form go without asking, and asks the browser to warn on unload only while dirty', async () => {
    const user = userEvent.setup();
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => void window.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: /Back to list/ }));
    expect(await screen.findByRole('button', { name: 'Back to list true' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' extra');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: /Back to list/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stay' }));
    expect(await screen.findByRole('button', { name: 'Back to list false' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Activity list' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/npanel\/tour$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
