import {
  buyerTaxDetailsSchema,
  taxMessages,
  type BuyerTaxDetails,
  type BuyerTaxDetailsBody,
  type z,
} from '@phoneparts/contracts';
import { Button, ErrorText, Loader, storeErrorMessage, TextField } from '@phoneparts/shared-ui';
import { toast } from 'react-toastify';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useGetTaxDetailsQuery, useSaveTaxDetailsMutation } from '../api/tax-details';

interface BusinessDetailsInput {
  companyName: string;
  taxId: string;
}

const schema = buyerTaxDetailsSchema as unknown as z.ZodType<BuyerTaxDetailsBody, BusinessDetailsInput>;

/**
 * A business buyer's company name and tax ID (VAT number, EIN …), kept with the account. An admin may
 * exempt that tax ID from tax; changing it ends the exemption (the API decides).
 */
export function BusinessDetails() {
  const details = useGetTaxDetailsQuery();
  if (details.error) return <ErrorText>{storeErrorMessage(details.error)}</ErrorText>;
  if (!details.data) return <Loader />;
  return <BusinessDetailsForm details={details.data} />;
}

function BusinessDetailsForm({ details }: { details: BuyerTaxDetails }) {
  const [save] = useSaveTaxDetailsMutation();
  const { register, errors, isSubmitting, reset, submit } = useSchemaForm(schema, {
    defaultValues: { companyName: details.companyName ?? '', taxId: details.taxId ?? '' },
  });

  const onSubmit = submit(async (body) => {
    const saved = await save(body).unwrap();
    reset({ companyName: saved.companyName ?? '', taxId: saved.taxId ?? '' });
    toast.success('Business details saved.');
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Business details">
      {details.taxExempt && details.taxId && <p>{taxMessages.taxExempt(details.taxId)}</p>}
      <TextField
        label="Company name"
        hint="Optional"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextField
        label="Tax ID"
        hint="Optional: your VAT number or other tax ID, e.g. GB123456789"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.taxId?.message}
        {...register('taxId')}
      />
      <Button type="submit" loading={isSubmitting}>
        Save business details
      </Button>
    </form>
  );
}
