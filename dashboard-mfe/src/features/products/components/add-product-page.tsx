import { addProductSchema, uiMessages } from '@phoneparts/contracts';
import { Button } from '@phoneparts/shared-ui';
import { PageSection } from '@phoneparts/shared-ui/data-views';
import { toast } from 'react-toastify';
import { withCatalogueChanges } from '../../../common/catalogue-changes';
import styles from '../../../common/form.module.css';
import { ProductFields } from './product-fields';
import { emptyProduct } from './product-form-input';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useAddProductMutation } from '../api/add-product';

/** /dashboard/addProducts (admin): POST /parts, then an empty form for the next part. */
export default function AddProductPage() {
  const [addProduct] = useAddProductMutation();
  const { control, register, errors, isSubmitting, reset, submit } = useSchemaForm(addProductSchema, {
    defaultValues: emptyProduct,
  });

  const onSubmit = submit(async (product) => {
    await addProduct(withCatalogueChanges(product)).unwrap();
    toast.success(uiMessages.productAdded);
    reset(emptyProduct);
  });

  return (
    <PageSection level={1} title="Add a product">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ProductFields control={control} register={register} errors={errors} />
        <Button type="submit" loading={isSubmitting}>
          Add Product
        </Button>
      </form>
    </PageSection>
  );
}
