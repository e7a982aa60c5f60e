import { partCategoryLabels, type PartFacets } from '@phoneparts/contracts';
import { Button, SelectField, TextField, type ListSearch } from '@phoneparts/shared-ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { defaultSort, modelChoices, sortOptions, type CatalogueSearchKey } from './catalogue-search';
import { homeCopy } from './home-copy';
import styles from './products-section.module.css';

const choices = (all: string, values: readonly { value: string; label: string }[]) => [
  { value: '', label: all },
  ...values,
];
const named = (names: string[]) => names.map((name) => ({ value: name, label: name }));

/**
 * Search box, brand / model / category / grade filters and the sort of docs/product.md#22-home, all kept in the URL by
 * `search`. The text search applies when sent (Enter or Search: one history entry per search); a filter or a sort
 * applies as soon as it is chosen. The filters list what the catalogue has (GET /parts/facets).
 */
export function CatalogueControls({ search, facets }: { search: ListSearch<CatalogueSearchKey>; facets?: PartFacets }) {
  const { values, update } = search;
  const [text, setText] = useState(values.q);
  // Back and forward change the URL: the box follows it.
  useEffect(() => setText(values.q), [values.q]);
  const filtered = Boolean(values.q || values.brand || values.model || values.category || values.grade);
  const models = useMemo(() => (facets ? modelChoices(facets, values.brand) : []), [facets, values.brand]);

  function submit(event: FormEvent) {
    event.preventDefault();
    update({ q: text.trim() });
  }

  return (
    <div className={styles.controls}>
      <form className={styles.search} role="search" aria-label={homeCopy.searchLabel} onSubmit={submit}>
        <TextField
          label={homeCopy.searchLabel}
          hint={homeCopy.searchHint}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{homeCopy.searchButton}</Button>
        {filtered && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => update({ q: '', brand: '', model: '', category: '', grade: '' })}
          >
            {homeCopy.clearSearch}
          </Button>
        )}
      </form>
      <div className={styles.filters}>
        {facets && (
          <>
            <SelectField
              label={homeCopy.brandLabel}
              options={choices(homeCopy.allBrands, named(facets.brands.map((brand) => brand.name)))}
              value={values.brand}
              // A model of another brand would match nothing: choosing a brand starts its models afresh.
              onChange={(event) => update({ brand: event.target.value, model: '' })}
            />
            <SelectField
              label={homeCopy.modelLabel}
              options={choices(homeCopy.allModels, named(models))}
              value={values.model}
              onChange={(event) => update({ model: event.target.value })}
            />
            <SelectField
              label={homeCopy.categoryLabel}
              options={choices(
                homeCopy.allCategories,
                facets.categories.map(({ name }) => ({ value: name, label: partCategoryLabels[name] })),
              )}
              value={values.category}
              onChange={(event) => update({ category: event.target.value })}
            />
            <SelectField
              label={homeCopy.gradeLabel}
              options={choices(homeCopy.allGrades, named((facets.grades ?? []).map(({ name }) => name)))}
              value={values.grade}
              onChange={(event) => update({ grade: event.target.value })}
            />
          </>
        )}
        <SelectField
          label={homeCopy.sortLabel}
          fieldClassName={styles.sort}
          options={sortOptions}
          value={values.sort || defaultSort}
          onChange={(event) => update({ sort: event.target.value === defaultSort ? '' : event.target.value })}
        />
      </div>
    </div>
  );
}
