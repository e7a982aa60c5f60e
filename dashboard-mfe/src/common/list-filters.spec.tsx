import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListFilters } from './list-filters';

type Key = 'email' | 'role' | 'sort';
const text = { key: 'email', label: 'Email', submitLabel: 'Find' } as const;
const role = {
  key: 'role',
  label: 'Role',
  options: [
    { value: '', label: 'Everyone' },
    { value: 'admin', label: 'Admins' },
  ],
} as const;
const sort = {
  key: 'sort',
  label: 'Sort',
  options: [
    { value: 'newest', label: 'Newest' },
    { value: 'oldest', label: 'Oldest' },
  ],
  fallback: 'newest',
} as const;

/** The filters over a stand-in for the URL's list search; every change is also recorded. */
function Harness({ start, changes }: { start: Record<Key, string>; changes: Partial<Record<Key, string>>[] }) {
  const [values, setValues] = useState(start);
  return (
    <>
      <ListFilters
        label="Find users"
        text={text}
        choicesBefore={[role]}
        choicesAfter={[sort]}
        values={values}
        onChange={(change) => {
          changes.push(change);
          setValues((current) => ({ ...current, ...change }));
        }}
      />
      <button type="button" onClick={() => setValues((current) => ({ ...current, email: 'from-history' }))}>
        Back
      </button>
    </>
  );
}

describe('ListFilters', () => {
  it('applies choices at once, the text only when sent (trimmed), and keeps the default out of the URL', async () => {
    const changes: Partial<Record<Key, string>>[] = [];
    const events = userEvent.setup();
    render(<Harness start={{ email: '', role: '', sort: '' }} changes={changes} />);
    expect(screen.getByRole('search', { name: 'Find users' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sort')).toHaveValue('newest');

    await events.type(screen.getByLabelText('Email'), ' ana ');
    expect(changes).toEqual([]);
    await events.selectOptions(screen.getByLabelText('Role'), 'Admins');
    // A choice made before sending keeps what is typed.
    expect(screen.getByLabelText('Email')).toHaveValue(' ana ');
    await events.click(screen.getByRole('button', { name: 'Find' }));
    await events.selectOptions(screen.getByLabelText('Sort'), 'Oldest');
    await events.selectOptions(screen.getByLabelText('Sort'), 'Newest');
    expect(changes).toEqual([{ role: 'admin' }, { email: 'ana' }, { sort: 'oldest' }, { sort: '' }]);
  });

  it('follows the URL when it changes under it (back and forward)', async () => {
    const events = userEvent.setup();
    render(<Harness start={{ email: 'ana', role: '', sort: '' }} changes={[]} />);
    expect(screen.getByLabelText('Email')).toHaveValue('ana');
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('from-history');
  });
});
