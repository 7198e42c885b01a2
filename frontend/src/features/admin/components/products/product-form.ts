import type { AdminProduct, CreateProductBody, UpdateProductBody } from '@pele/shared/schemas/admin';
import { adminMessages } from '@pele/shared/schemas/admin';

/** What the add/edit dialog holds: text as typed, ingredients as chips (spec 5). */
export interface ProductFormState {
  name: string;
  brand: string;
  description: string;
  category: string;
  price: string;
  originalPrice: string;
  countInStock: string;
  howToUse: string;
  purchaseUrl: string;
  tags: string;
  benefits: string;
  skinTypes: string;
  concerns: string;
  ingredients: string[];
}

export type ProductFormErrors = Partial<Record<keyof ProductFormState, string>>;

/** Every field typed as text (all but the ingredient chips). */
export type TextField = Exclude<keyof ProductFormState, 'ingredients'>;

/** The fields in the order the dialog shows them (the first one in error takes the focus). */
export const FORM_ORDER = [
  'name',
  'brand',
  'category',
  'price',
  'originalPrice',
  'countInStock',
  'purchaseUrl',
  'description',
  'howToUse',
  'tags',
  'benefits',
  'skinTypes',
  'concerns',
] as const satisfies readonly TextField[];

export const emptyProductForm = (): ProductFormState => ({
  name: '',
  brand: '',
  description: '',
  category: '',
  price: '',
  originalPrice: '',
  countInStock: '',
  howToUse: '',
  purchaseUrl: '',
  tags: '',
  benefits: '',
  skinTypes: '',
  concerns: '',
  ingredients: [],
});

/** 89.9 → '89,90': how the price field shows a stored price. */
const decimalText = (value: number) => value.toFixed(2).replace('.', ',');

const joined = (list: readonly string[]) => list.join(', ');

/** The dialog in edit mode starts from the product as the server has it. */
export const formFromProduct = (product: AdminProduct): ProductFormState => ({
  name: product.name,
  brand: product.brand,
  description: product.description,
  category: product.category,
  price: decimalText(product.price),
  originalPrice: product.original_price === null ? '' : decimalText(product.original_price),
  countInStock: String(product.count_in_stock),
  howToUse: product.how_to_use,
  purchaseUrl: product.purchase_url ?? '',
  tags: joined(product.tags),
  benefits: joined(product.benefits),
  skinTypes: joined(product.skin_types),
  concerns: joined(product.concerns),
  ingredients: [...product.ingredients],
});

/**
 * Spec 5: price as a decimal, 0 when not numeric. Typed the Brazilian way ('1.299,90', 'R$ 89,90') or with a
 * point ('89.90'); like parseFloat, it reads the number at the start and ignores what follows.
 */
export const parsePrice = (text: string): number => {
  const compact = text.replace(/\s/g, '').replace(/^R\$/i, '');
  const decimal = compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  const value = Number.parseFloat(decimal);
  return Number.isFinite(value) ? value : 0;
};

/** Spec 5: stock as an integer, 0 when not numeric ('1.000' is a thousand, written the Brazilian way). */
export const parseStock = (text: string): number => {
  const compact = text.trim();
  const digits = /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replace(/\./g, '') : compact;
  const value = Number.parseInt(digits, 10);
  return Number.isFinite(value) ? value : 0;
};

/** Spec 5: comma-separated text, trimmed, empty entries dropped. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Spec 5: one ingredient at a time; blank after trimming and duplicates (in any case) are ignored. */
export const addIngredient = (list: readonly string[], text: string): string[] => {
  const ingredient = text.trim();
  const key = ingredient.toLocaleLowerCase('pt-BR');
  if (ingredient === '' || list.some((item) => item.toLocaleLowerCase('pt-BR') === key)) return [...list];
  return [...list, ingredient];
};

const REQUIRED: Array<[keyof ProductFormState, string]> = [
  ['name', adminMessages.name],
  ['brand', adminMessages.brand],
  ['description', adminMessages.description],
  ['category', adminMessages.category],
  ['price', adminMessages.priceRequired],
  ['countInStock', adminMessages.stockRequired],
];

/** Spec 5's required fields: name, brand, description, category, price and stock. */
export const requiredErrors = (state: ProductFormState): ProductFormErrors =>
  Object.fromEntries(
    REQUIRED.filter(([field]) => String(state[field]).trim() === '').map(([field, message]) => [
      field,
      message,
    ]),
  );

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof ProductFormState>([...FORM_ORDER, 'ingredients']);

/** The server's 400 field messages ('body.price', 'body.tags.2') under the dialog's fields. */
export const serverFieldErrors = (fields: Record<string, string>): ProductFormErrors => {
  const errors: ProductFormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^body\./, '').split('.')[0] ?? '';
    if (FORM_FIELDS.has(field)) errors[field as keyof ProductFormState] ??= message;
  }
  return errors;
};

const optionalNumber = (text: string) => (text.trim() === '' ? null : parsePrice(text));

export const createPayload = (state: ProductFormState): CreateProductBody =>
  ({
    name: state.name.trim(),
    brand: state.brand.trim(),
    description: state.description.trim(),
    category: state.category,
    price: parsePrice(state.price),
    originalPrice: optionalNumber(state.originalPrice),
    countInStock: parseStock(state.countInStock),
    howToUse: state.howToUse.trim(),
    purchaseUrl: state.purchaseUrl.trim() || undefined,
    ingredients: state.ingredients,
    benefits: commaList(state.benefits),
    skinTypes: commaList(state.skinTypes),
    concerns: commaList(state.concerns),
    tags: commaList(state.tags),
  }) as CreateProductBody;

const TEXT_FIELDS = [
  'name',
  'brand',
  'description',
  'category',
  'howToUse',
  'purchaseUrl',
] as const satisfies readonly (keyof ProductFormState)[];
const LIST_FIELDS = [
  'tags',
  'benefits',
  'skinTypes',
  'concerns',
] as const satisfies readonly (keyof ProductFormState)[];

/**
 * Spec 5's update payload: empty text fields and a zero price are left out (they keep the stored value), the
 * stock is always sent, 0 included; ingredients always go as the chips show them.
 */
export const updatePayload = (
  state: ProductFormState,
  options: { removeImage?: boolean } = {},
): UpdateProductBody => {
  const body: Record<string, unknown> = {
    countInStock: parseStock(state.countInStock),
    ingredients: state.ingredients,
  };
  for (const field of TEXT_FIELDS) {
    const value = state[field].trim();
    if (value !== '') body[field] = value;
  }
  for (const field of LIST_FIELDS) {
    if (state[field].trim() !== '') body[field] = commaList(state[field]);
  }
  const price = parsePrice(state.price);
  if (price !== 0) body.price = price;
  const originalPrice = optionalNumber(state.originalPrice);
  if (originalPrice) body.originalPrice = originalPrice;
  if (options.removeImage) body.removeImage = true;
  return body as UpdateProductBody;
};
