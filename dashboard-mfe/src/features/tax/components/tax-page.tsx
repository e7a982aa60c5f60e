import { countryName, taxMessages as m, type TaxRate } from '@phoneparts/contracts';
import { Button, ErrorText, Loader, storeErrorMessage } from '@phoneparts/shared-ui';
import { PageSection, Table, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { useConfirmedDelete } from '../../../common/use-confirmed-delete';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { useDeleteTaxRateMutation } from '../api/delete-tax-rate';
import { useGetTaxRatesQuery } from '../api/get-tax-rates';
import { PriceBasisForm } from './price-basis-form';
import { TaxExemptionsTable } from './tax-exemptions-table';
import { TaxRateForm } from './tax-rate-form';

const placeOf = (rate: TaxRate) => `${countryName(rate.country)}${rate.region ? ` · ${rate.region}` : ''}`;

/**
 * /dashboard/tax (admin): the rate per country (or region), whether prices include tax, and which
 * business buyers are exempt. The API computes every order's tax from these; the page only keeps them.
 */
export default function TaxPage() {
  const rates = useGetTaxRatesQuery(undefined, readByRouteLoader);
  const [editing, setEditing] = useState<TaxRate | null>(null);
  const [deleteRate] = useDeleteTaxRateMutation();
  const deletion = useConfirmedDelete<TaxRate>({
    question: 'Are you sure you want to delete this tax rate?',
    done: m.rateDeleted,
    remove: (rate) => {
      if (editing?._id === rate._id) setEditing(null);
      return deleteRate(rate._id).unwrap();
    },
  });

  const columns: TableColumn<TaxRate>[] = [
    { key: 'country', header: 'Country', render: (rate) => `${countryName(rate.country)} (${rate.country})` },
    { key: 'region', header: 'Region', render: (rate) => rate.region ?? 'Whole country' },
    { key: 'rate', header: 'Rate', render: (rate) => `${rate.rate} %` },
    {
      key: 'edit',
      header: 'Change',
      render: (rate) => (
        <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(rate)}>
          Change<span className="ui-visually-hidden"> {placeOf(rate)}</span>
        </Button>
      ),
    },
    {
      key: 'delete',
      header: 'Delete',
      render: (rate) => (
        <Button type="button" variant="danger" size="sm" onClick={() => deletion.ask(rate)}>
          Delete<span className="ui-visually-hidden"> {placeOf(rate)}</span>
        </Button>
      ),
    },
  ];

  return (
    <PageSection level={1} title={m.pageTitle}>
      <PageSection title="Tax rates">
        {rates.error ? (
          <ErrorText>{storeErrorMessage(rates.error)}</ErrorText>
        ) : rates.data ? (
          <Table columns={columns} rows={rates.data} rowKey="_id" emptyText={m.noRates} />
        ) : (
          <Loader />
        )}
        <TaxRateForm key={editing?._id ?? 'new'} rate={editing ?? undefined} onDone={() => setEditing(null)} />
      </PageSection>
      <PageSection title="Price basis">
        <PriceBasisForm />
      </PageSection>
      <PageSection title="Tax-exempt buyers">
        <TaxExemptionsTable />
      </PageSection>
      {deletion.dialog}
    </PageSection>
  );
}
