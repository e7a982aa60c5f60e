import { Button, SelectField, TextField } from '@phoneparts/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import styles from './list-filters.module.css';

interface Option {
  value: string;
  label: string;
}

/** A choice applied as soon as it is made. `fallback` is the API's own default: it stays out of the URL. */
export interface ChoiceFilter<K extends string> {
  key: K;
  label: string;
  options: readonly Option[];
  fallback?: string;
}

/** Free text, applied when the form is sent (one request per search, not one per keystroke). */
export interface TextFilter<K extends string> {
  key: K;
  label: string;
  inputMode?: 'email' | 'search';
  /** The words of the button that sends it. */
  submitLabel: string;
}

export interface ListFiltersProps<K extends string> {
  /** The search landmark's name, e.g. "Filter orders". */
  label: string;
  text: TextFilter<K>;
  /** Choices shown before the text field, then those after its button. */
  choicesBefore?: readonly ChoiceFilter<K>[];
  choicesAfter?: readonly ChoiceFilter<K>[];
  values: Record<K, string>;
  onChange(changes: Partial<Record<K, string>>): void;
}

/**
 * The filters and sort of a paged admin list, applied by the server and kept in the URL (the list
 * search of `useListSearch`). One row on wide screens, stacked on phones.
 */
export function ListFilters<K extends string>({
  label,
  text,
  choicesBefore = [],
  choicesAfter = [],
  values,
  onChange,
}: ListFiltersProps<K>) {
  const sentText = values[text.key];
  const [typed, setTyped] = useState(sentText);
  // Back and forward change the URL: the field follows it (a choice made meanwhile keeps what is typed).
  useEffect(() => setTyped(sentText), [sentText]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ [text.key]: typed.trim() } as Partial<Record<K, string>>);
  }

  const choice = ({ key, label: choiceLabel, options, fallback = '' }: ChoiceFilter<K>) => (
    <SelectField
      key={key}
      label={choiceLabel}
      options={options}
      value={values[key] || fallback}
      onChange={(event) =>
        onChange({ [key]: event.target.value === fallback ? '' : event.target.value } as Partial<Record<K, string>>)
      }
    />
  );

  return (
    <form className={styles.filters} role="search" aria-label={label} onSubmit={submit}>
      {choicesBefore.map(choice)}
      <TextField
        label={text.label}
        type="search"
        inputMode={text.inputMode ?? 'search'}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {text.submitLabel}
      </Button>
      {choicesAfter.map(choice)}
    </form>
  );
}
