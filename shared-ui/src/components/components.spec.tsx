import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@phoneparts/contracts';
import { TextField } from './text-field';
import { TextArea } from './text-area';
import { SelectField } from './select-field';
import { Table, type TableColumn } from './table';
import { ConfirmDialog } from './confirm-dialog';
import { Loader } from './loader';
import { Avatar } from './avatar';
import { StarRating } from './star-rating';
import { Button, buttonClassName } from './button';
import { PageSection } from './page-section';
import { ErrorText } from './error-text';
import { defaultAvatarUrl } from '../format/default-avatar';

describe('form fields', () => {
  it('TextField ties its label, error and ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Email" name="email" error="Email is required." />);
    const input = screen.getByLabelText('Email');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required.');
  });

  it('TextField without an error is valid and has no alert', () => {
    render(<TextField label="Name" trailing={<button type="button">Show</button>} />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });

  it('a field whose message is shown elsewhere is invalid, described by that message, and repeats nothing', () => {
    render(
      <>
        <ErrorText id="card-error">Your card number is incomplete.</ErrorText>
        <TextField label="Card number" error="Your card number is incomplete." errorShownAt="card-error" />
        <TextField label="CVC" errorShownAt="card-error" aria-describedby="cvc-help" />
        <p id="cvc-help">Three digits on the back</p>
      </>,
    );
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('CVC')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('Three digits on the back');
  });

  it('TextArea and SelectField are labelled and forward refs', () => {
    const area = createRef<HTMLTextAreaElement>();
    const select = createRef<HTMLSelectElement>();
    render(
      <>
        <TextArea ref={area} label="Comment" error="Description is required." />
        <SelectField
          ref={select}
          label="Rating"
          options={[5, 4, 3].map((n) => ({ value: n, label: String(n) }))}
          defaultValue={5}
        />
      </>,
    );
    expect(area.current).toBe(screen.getByLabelText('Comment'));
    expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription('Description is required.');
    expect(select.current).toBe(screen.getByLabelText('Rating'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '4', '3']);
  });
});

describe('Table', () => {
  type Row = { id: string; name: string; quantity: number };
  const columns: TableColumn<Row>[] = [
    { key: 'name', header: 'Name' },
    { key: 'quantity', header: 'Quantity', render: (row) => `x${row.quantity}` },
  ];

  it('renders rows with labelled cells for the phone layout', () => {
    render(
      <Table
        columns={columns}
        rows={[{ id: 'a', name: 'Screen', quantity: 2 }]}
        rowKey="id"
        emptyText="No orders yet"
        caption="Orders"
      />,
    );
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    const cell = screen.getByRole('cell', { name: 'x2' });
    expect(cell).toHaveAttribute('data-label', 'Quantity');
    expect(screen.getByRole('cell', { name: 'Screen' })).toHaveAttribute('data-label', 'Name');
  });

  it('shows the empty text when there are no rows', () => {
    render(<Table columns={columns} rows={[] as Row[]} rowKey={(r) => r.id} emptyText="No orders yet" />);
    expect(screen.getByRole('cell', { name: 'No orders yet' })).toHaveAttribute('colspan', '2');
  });
});

describe('ConfirmDialog', () => {
  const question = uiMessages.cancelOrderQuestion;

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} message={question} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the question, focuses Cancel and answers by button or Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open message={question} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('alertdialog', { name: question })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab(); // focus stays inside the dialog
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('small pieces', () => {
  it('Loader says the loading text by default', () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading, Please wait...');
  });

  it('Avatar falls back to the default avatar without a photo', () => {
    render(<Avatar src={null} alt="Ann" />);
    expect(screen.getByRole('img', { name: 'Ann' })).toHaveAttribute('src', defaultAvatarUrl);
    expect(defaultAvatarUrl.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('StarRating names the rating', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it('Button shows loading as busy and disabled', () => {
    render(<Button loading>Pay</Button>);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('aria-busy', 'true');
    expect(buttonClassName({ variant: 'danger', size: 'sm', block: true })).toBe(
      'ui-button ui-button--danger ui-button--sm ui-button--block',
    );
  });

  it('PageSection is a region named by its title', () => {
    render(<PageSection title="Our Products">grid</PageSection>);
    expect(screen.getByRole('region', { name: 'Our Products' })).toHaveTextContent('grid');
  });

  it('ErrorText renders nothing without a message', () => {
    const { container } = render(<ErrorText>{undefined}</ErrorText>);
    expect(container).toBeEmptyDOMElement();
  });
});
