import { useEffect, useState } from 'react';

/** The value a moment after the person stops typing, so a search is not one request per key. */
export function useDebounced<T>(value: T, delayMs = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A search box's text and the trimmed, debounced query a list asks the server for. */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  return { search, setSearch, query };
}
