import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusTrap } from './use-focus-trap';

/** A page with a button that opens a panel holding the trap; Escape or Close shuts it. */
function Page({ initialOnSecond = false }: { initialOnSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const second = useRef<HTMLInputElement>(null);
  useFocusTrap(open, panel, { initialFocus: initialOnSecond ? second : undefined, onEscape: () => setOpen(false) });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">After</button>
      {open && (
        <div ref={panel}>
          <input aria-label="First" />
          <input aria-label="Second" ref={second} />
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, keeps Tab and Shift+Tab inside, and gives focus back to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('First')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Second')).toHaveFocus();
    await user.tab(); // the disabled button is skipped
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab(); // wraps to the first, never to "After"
    expect(screen.getByLabelText('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('First')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('starts on the element asked for and gives focus back when closed another way', async () => {
    const user = userEvent.setup();
    render(<Page initialOnSecond />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Second')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('lets the keyboard go once the trap is off', async () => {
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole('button', { name: 'Open' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.keyboard('{Escape}'); // nothing to close: no error, focus stays
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
