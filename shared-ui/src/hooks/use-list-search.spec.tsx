import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useListSearch } from './use-list-search';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ search: useListSearch(['q', 'brand'] as const), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useListSearch', () => {
  it('reads the filters and page from the URL', () => {
    const { result } = setup('/?q=iphone13&page=3&other=x');
    expect(result.current.search.values).toEqual({ q: 'iphone13', brand: '' });
    expect(result.current.search.page).toBe(3);
  });

  it('takes a missing or broken page as page 1', () => {
    expect(setup('/?page=abc').result.current.search.page).toBe(1);
    expect(setup('/').result.current.search.page).toBe(1);
  });

  it('goes back to page 1 when a filter changes, drops empty values, and keeps history for Back', () => {
    const { result } = setup('/?q=screen&page=2');
    act(() => result.current.search.update({ brand: 'Apple' }));
    expect(result.current.location.search).toBe('?q=screen&brand=Apple');
    act(() => result.current.search.update({ page: 4 }));
    expect(result.current.location.search).toBe('?q=screen&brand=Apple&page=4');
    act(() => result.current.search.update({ q: '', page: 1 }));
    expect(result.current.location.search).toBe('?brand=Apple');
    act(() => {
      result.current.navigate(-1);
    });
    expect(result.current.search.page).toBe(4);
  });
});
