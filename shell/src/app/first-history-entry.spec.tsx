import { render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { act } from 'react';
import { indexFirstHistoryEntry } from './first-history-entry';

function renderRouter() {
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Link to="/purchase/p-1">part</Link>} />
        <Route path="/purchase/:id" element={<p>part page</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('indexFirstHistoryEntry', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => jest.restoreAllMocks());

  it("gives the first entry the index BrowserRouter reads, so the router's first render changes no history", () => {
    indexFirstHistoryEntry();
    expect(window.history.state).toEqual({ idx: 0 });
    const replaceState = jest.spyOn(window.history, 'replaceState');
    renderRouter();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('is what BrowserRouter itself does to an entry without an index (the reason for the function)', () => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    renderRouter();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('keeps what the entry holds and leaves an indexed entry alone', () => {
    window.history.replaceState({ usr: { from: '/' }, key: 'k1' }, '');
    indexFirstHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: '/' }, key: 'k1', idx: 0 });
    window.history.replaceState({ idx: 3, key: 'k2' }, '');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    indexFirstHistoryEntry();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('leaves the router working: links push the next index', async () => {
    indexFirstHistoryEntry();
    renderRouter();
    await act(async () => screen.getByRole('link', { name: 'part' }).click());
    expect(screen.getByText('part page')).toBeTruthy();
    expect(window.history.state).toMatchObject({ idx: 1 });
  });
});
