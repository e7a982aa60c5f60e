import { countryName, shippingMessages as m, type ShippingMethod } from '@phoneparts/contracts';
import { Button, ErrorText, formatMoney, Loader, storeErrorMessage } from '@phoneparts/shared-ui';
import { PageSection, Table, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { useConfirmedDelete } from '../../../common/use-confirmed-delete';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { useDeleteShippingMethodMutation } from '../api/delete-shipping-method';
import { useGetShippingMethodsQuery } from '../api/get-shipping-methods';
import { ShippingMethodForm } from './shipping-method-form';

/** The first few countries by code, then how many more (each code's name is the cell's tooltip). */
function CountriesCell({ countries }: { countries: string[] }) {
  const shown = countries.slice(0, 6).join(', ');
  const more = countries.length > 6 ? ` +${countries.length - 6} more` : '';
  return <span title={countries.map((code) => countryName(code)).join(', ')}>{shown + more}</span>;
}

/**
 * /dashboard/shipping (admin): the shop's shipping methods. Checkout offers the active ones that serve
 * the address's country at their price (free from "free above"); the API computes every charge.
 */
export default function ShippingPage() {
  const methods = useGetShippingMethodsQuery(undefined, readByRouteLoader);
  const [editing, setEditing] = useState<ShippingMethod | null>(null);
  const [deleteMethod] = useDeleteShippingMethodMutation();
  const deletion = useConfirmedDelete<ShippingMethod>({
    question: 'Are you sure you want to delete this shipping method?',
    done: m.methodDeleted,
    remove: (method) => {
      if (editing?._id === method._id) setEditing(null);
      return deleteMethod(method._id).unwrap();
    },
  });

  const columns: TableColumn<ShippingMethod>[] = [
    { key: 'name', header: 'Name' },
    { key: 'countries', header: 'Countries', render: (method) => <CountriesCell countries={method.countries} /> },
    { key: 'price', header: 'Price', render: (method) => formatMoney(method.price) },
    {
      key: 'freeAbove',
      header: 'Free above',
      render: (method) => (method.freeAbove === null ? 'Never' : formatMoney(method.freeAbove)),
    },
    { key: 'estimate', header: 'Delivery estimate' },
    { key: 'active', header: 'Active', render: (method) => (method.active ? 'Yes' : 'No') },
    {
      key: 'edit',
      header: 'Change',
      render: (method) => (
        <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(method)}>
          Change<span className="ui-visually-hidden"> {method.name}</span>
        </Button>
      ),
    },
    {
      key: 'delete',
      header: 'Delete',
      render: (method) => (
        <Button type="button" variant="danger" size="sm" onClick={() => deletion.ask(method)}>
          Delete<span className="ui-visually-hidden"> {method.name}</span>
        </Button>
      ),
    },
  ];

  return (
    <PageSection level={1} title={m.pageTitle}>
      {methods.error ? (
        <ErrorText>{storeErrorMessage(methods.error)}</ErrorText>
      ) : methods.data ? (
        <Table columns={columns} rows={methods.data} rowKey="_id" emptyText={m.noMethods} />
      ) : (
        <Loader />
      )}
      <PageSection title={editing ? `Change ${editing.name}` : 'Add a shipping method'}>
        <ShippingMethodForm key={editing?._id ?? 'new'} method={editing ?? undefined} onDone={() => setEditing(null)} />
      </PageSection>
      {deletion.dialog}
    </PageSection>
  );
}
