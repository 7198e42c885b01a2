import { ADMIN_PAGE_SIZE, type AdminProduct, adminMessages } from '@pele/shared/schemas/admin';
import { PRODUCT_CATEGORIES } from '@pele/shared/schemas/products';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { SearchField } from '../../../../components/search-field';
import { formatPrice } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { categoryLabel } from '../../../products';
import { useDeleteProduct } from '../../api/delete-product';
import { useAdminProducts } from '../../api/list-products';
import styles from '../admin.module.css';
import { useAdminErrors } from '../layout/admin-errors';
import { AdminListTable, AdminPager } from '../parts/admin-list';
import { StockBadge, TagsCell } from '../parts/cells';
import { ProductDialog } from './product-dialog';

const SEARCH_DEBOUNCE_MS = 500;

/** Produtos (spec 2.14): the management table with search, category and tag filters, and its dialogs. */
export function ProductsTab() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [tags, setTags] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const debouncedTags = useDebouncedValue(tags, SEARCH_DEBOUNCE_MS);
  const products = useAdminProducts({
    page,
    limit: ADMIN_PAGE_SIZE,
    search: debouncedSearch,
    category: category || undefined,
    tags: debouncedTags || undefined,
  });
  // A new filter starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger.
  useEffect(() => setPage(1), [debouncedSearch, category, debouncedTags]);

  const rows = products.data?.products ?? [];
  return (
    <>
      <div className={styles.toolbar}>
        <SearchField
          label="Buscar produtos"
          placeholder="Nome, marca ou ingrediente"
          value={search}
          onChange={setSearch}
        />
        <CategoryAndTagsFilters category={category} tags={tags} onCategory={setCategory} onTags={setTags} />
        <Button variant="primary" onClick={() => setEditing('new')}>
          Adicionar Produto
        </Button>
      </div>
      <AdminListTable
        query={products}
        count={rows.length}
        empty="Nenhum produto encontrado."
        failed={adminMessages.productsLoadFailed}
        caption="Produtos do catálogo"
        columns={['Imagem', 'Nome', 'Marca', 'Categoria', 'Preço', 'Estoque', 'Tags', 'Ações']}
      >
        {rows.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            onEdit={() => setEditing(product)}
            onDelete={() => setDeleting(product)}
          />
        ))}
      </AdminListTable>
      <AdminPager page={page} pages={products.data?.pagination.pages ?? 0} onChange={setPage} />
      {editing ? (
        <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function ProductRow({
  product,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr>
      <td>
        <img className={styles.thumb} src={product.image_url} alt="" loading="lazy" />
      </td>
      <td>{product.name}</td>
      <td>{product.brand}</td>
      <td>{categoryLabel(product.category)}</td>
      <td>{formatPrice(product.price)}</td>
      <td>
        <StockBadge count={product.count_in_stock} />
      </td>
      <td>
        <TagsCell tags={product.tags} />
      </td>
      <td>
        <div className={styles.actions}>
          <Button variant="secondary" size="small" aria-label={`Editar ${product.name}`} onClick={onEdit}>
            Editar
          </Button>
          <Button
            variant="danger-outline"
            size="small"
            aria-label={`Excluir ${product.name}`}
            onClick={onDelete}
          >
            Excluir
          </Button>
        </div>
      </td>
    </tr>
  );
}

function CategoryAndTagsFilters({
  category,
  tags,
  onCategory,
  onTags,
}: {
  category: string;
  tags: string;
  onCategory: (category: string) => void;
  onTags: (tags: string) => void;
}) {
  return (
    <>
      <label className="field">
        <span className="field__label">Categoria</span>
        <select className="input" value={category} onChange={(event) => onCategory(event.target.value)}>
          <option value="">Todas</option>
          {PRODUCT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {categoryLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Tags (separadas por vírgula)</span>
        <input className="input" value={tags} onChange={(event) => onTags(event.target.value)} />
      </label>
    </>
  );
}

/** 'Excluir produto': deletes it once confirmed. */
function DeleteProductDialog({
  product: deleting,
  onClose,
}: {
  product: AdminProduct | null;
  onClose: () => void;
}) {
  const remove = useDeleteProduct();
  const { report } = useAdminErrors();
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showToast('Produto excluído.'),
      onError: (error) => report(adminMessages.productDeleteFailed, error),
      onSettled: () => onClose(),
    });
  };

  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Excluir produto"
      description={deleting ? adminMessages.deleteConfirm(deleting.name) : undefined}
      confirmLabel="Excluir"
      tone="danger"
      busy={remove.isPending}
      onConfirm={confirmDelete}
    />
  );
}
