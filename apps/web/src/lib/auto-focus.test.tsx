import { fireEvent } from '@testing-library/dom';
import { cleanup, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusAutoFocusOnMount } from './auto-focus.ts';

focusAutoFocusOnMount();

function OpensAForm() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <input aria-label="Name" autoFocus value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
      ) : null}
      <input aria-label="Other" />
    </div>
  );
}

describe('autoFocus', () => {
  afterEach(cleanup);

  it('focuses a field mounted after the page loaded, as React does', () => {
    render(<OpensAForm />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('does not take the focus back when the field draws again', () => {
    render(<OpensAForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const other = screen.getByRole('textbox', { name: 'Other' });
    other.focus();
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Kasun' } });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Kasun');
    expect(document.activeElement).toBe(other);
  });
});
