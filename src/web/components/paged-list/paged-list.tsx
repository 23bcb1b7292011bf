import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useT } from '@web/lib/language/i18n.ts';

/**
 * What a cursor-paginated list needs from its query (a react-query `useInfiniteQuery` result over
 * pages of `{ items, nextCursor }`).
 */
export interface PagedQuery<T> {
  data?: { pages: { items: T[] }[] };
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** Every loaded page's rows, in order. */
export function pagedItems<T>(query: PagedQuery<T>): T[] {
  return query.data?.pages.flatMap((page) => page.items) ?? [];
}

export interface ListSearchProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function SearchBox({ id, label, value, onChange, placeholder }: ListSearchProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <p className="mt-1 text-sm text-slate-600">{children}</p>}
    </div>
  );
}

export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  const t = useT('admin');
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" loading={loading} onClick={onClick}>
        {t('list.loadMore')}
      </Button>
    </div>
  );
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** A search box above the list (its value feeds the query). */
  search?: ListSearchProps;
  /** The spinner's accessible label while the first page loads. */
  loadingLabel: string;
  /** Shown (with "Try again") when the first page could not be loaded. */
  errorMessage: ReactNode;
  /** Shown when the list has no rows (usually an EmptyState). */
  empty: ReactNode;
  /** The rows: a list or a table. */
  children: (items: T[]) => ReactNode;
}

/**
 * One cursor-paginated list: optional search box, the first page's spinner, an error with
 * "Try again", the empty state, the rows and "Load more". While a new search loads, the current
 * rows stay (the query keeps its previous data), and an error after rows were loaded keeps them.
 * Its own texts ("Try again", "Load more") are in the `admin` catalog: only the admin screens use it.
 */
export function PagedList<T>({ query, search, loadingLabel, errorMessage, empty, children }: PagedListProps<T>) {
  const t = useT('admin');
  const items = pagedItems(query);
  return (
    <>
      {search && (
        <div className="max-w-md">
          <SearchBox {...search} />
        </div>
      )}
      {query.isPending ? (
        <PageSpinner label={loadingLabel} />
      ) : query.isError && items.length === 0 ? (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage}</span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        empty
      ) : (
        children(items)
      )}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </>
  );
}
