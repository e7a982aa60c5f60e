import { pageCount } from '@phoneparts/contracts';
import { pageOfLink, type ListPage } from '../api/list-page';
import { Button } from './button';

export interface PaginationProps {
  /** The page on screen, as the API answered it (its total and `Link` relations drive the controls). */
  list: Pick<ListPage<unknown>, 'total' | 'links'>;
  /** The 1-based page the reader asked for. */
  page: number;
  /** Rows per page, to count the pages when the API sends no `last` link. */
  limit?: number;
  /** What is listed, for the navigation's accessible name (e.g. 'orders' → "Pages of orders"). */
  noun: string;
  /** The page asked for is still on its way: the links on screen are the previous page's, so no moving. */
  busy?: boolean;
  onPage(page: number): void;
}

/**
 * Previous / Next for a bounded list. Previous and Next are enabled by the API's `prev` and `next` links
 * (and go where they point); "Page 2 of 5" counts from the `last` link or `X-Total-Count`. Nothing shows
 * when everything fits on one page.
 */
export function Pagination({ list, page, limit, noun, busy = false, onPage }: PaginationProps) {
  const last = pageOfLink(list.links.last) ?? (limit ? pageCount(list.total, limit) : null);
  const previous = pageOfLink(list.links.prev);
  const next = pageOfLink(list.links.next);
  if ((last ?? 1) <= 1 && previous === null && next === null) return null;
  return (
    <nav className="ui-pagination" aria-label={`Pages of ${noun}`} aria-busy={busy || undefined}>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={busy || previous === null}
        onClick={() => previous && onPage(previous)}
      >
        Previous
      </Button>
      <span className="ui-pagination__status" aria-live="polite">
        Page {page}
        {last !== null && ` of ${last}`} · {list.total} {noun}
      </span>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={busy || next === null}
        onClick={() => next && onPage(next)}
      >
        Next
      </Button>
    </nav>
  );
}
