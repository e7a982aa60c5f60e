import { zodResolver } from '@hookform/resolvers/zod';
import { addProductSchema, uiMessages } from '@phoneparts/contracts';
import { Button, PageSection } from '@phoneparts/shared-ui';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { withCatalogueChanges } from '../common/catalogue-changes';
import { toastError } from '../common/error-message';
import styles from '../common/form.module.css';
import { ProductFields, emptyProduct } from '../common/product-fields';
import { useAddProductMutation } from '../features/products/api/add-product';

/** /dashboard/addProducts (admin): POST /parts, then an empty form for the next part. */
export default function AddProductPage() {
  const [addProduct] = useAddProductMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(addProductSchema), defaultValues: emptyProduct });

  const onSubmit = handleSubmit(async (product) => {
    try {
      await addProduct(withCatalogueChanges(product)).unwrap();
      toast.success(uiMessages.productAdded);
      reset(emptyProduct);
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <PageSection level={1} title="Add a product">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ProductFields register={register} errors={errors} />
        <Button type="submit" loading={isSubmitting}>
          Add Product
        </Button>
      </form>
    </PageSection>
  );
}
