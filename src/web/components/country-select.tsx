import { useId, useMemo, useState } from 'react';
import { COUNTRIES } from '@shared/countries';
import { Input, NativeSelect } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/**
 * A native select (best on low-end phones and for screen readers) of every ISO 3166-1 country,
 * with a labelled filter box beside it for the long list. Stores the alpha-2 code.
 */
export function CountrySelect({ id, value, onChange, error }: { id: string; value: string; onChange: (code: string) => void; error?: string }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const options = useMemo(() => {
    const q = query.trim().toLowerCase();
    const matches = q ? COUNTRIES.filter((c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q) : COUNTRIES;
    // Keep the chosen country visible even when the filter hides it.
    const selected = COUNTRIES.find((c) => c.code === value);
    return selected && !matches.includes(selected) ? [selected, ...matches] : matches;
  }, [query, value]);

  return (
    <div className="space-y-1.5">
      <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor={searchId}>Search countries</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Type a name"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              const q = e.target.value.trim().toLowerCase();
              const first = COUNTRIES.find((c) => c.name.toLowerCase().startsWith(q));
              if (q && first) onChange(first.code);
            }}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id}>Country</Label>
          <NativeSelect
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            required
          >
            <option value="">Select your country</option>
            {options.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
