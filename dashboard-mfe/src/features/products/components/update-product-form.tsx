import { uiMessages, updateProductFormSchema, type Part } from '@phoneparts/contracts';
import { Button } from '@phoneparts/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { withCatalogueChanges } from '../../../common/catalogue-changes';
import styles from '../../../common/form.module.css';
import { ProductFields } from './product-fields';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useUpdateProductMutation } from '../api/update-product';

/** Product update (docs/product.md#4-states): success, then the product list after 1.5 s. */
const redirectAfterUpdateMs = 1500;

export function UpdateProductForm({ part }: { part: Part }) {
  const [updateProduct] = useUpdateProductMutation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // After success the page is about to leave; a second click would only repeat the update.
  const [saved, setSaved] = useState(false);

  const { control, register, errors, isSubmitting, submit } = useSchemaForm(updateProductFormSchema, {
    defaultValues: {
      name: part.name,
      picture: part.picture,
      description: part.description,
      price: part.price,
      minQuantity: part.minQuantity,
      availableQuantity: part.availableQuantity,
      brand: part.brand ?? '',
      models: part.models.join(', '),
      category: part.category ?? '',
      grade: part.grade ?? '',
      warrantyDays: part.warrantyDays,
      lowStockThreshold: part.lowStockThreshold ?? '',
      sku: part.sku,
      priceBands: part.priceBands ?? [],
    },
  });

  const onSubmit = submit(async (values) => {
    // The version the form loaded: if stock was sold (or someone saved) since, the API answers 409
    // with a message asking to reload, instead of putting the old stock back.
    await updateProduct(withCatalogueChanges({ id: part._id, version: part.version, ...values }, part)).unwrap();
    toast.success(uiMessages.productUpdated);
    setSaved(true);
    timer.current = setTimeout(() => {
      navigate(dashboardPaths.allProducts);
    }, redirectAfterUpdateMs);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ProductFields control={control} register={register} errors={errors} />
      <Button type="submit" loading={isSubmitting} disabled={saved}>
        Update Product
      </Button>
    </form>
  );
}
