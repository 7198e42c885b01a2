import type { BodyOf, QueryOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import type { AdminOrder, CreateProductBody, UpdateProductBody } from '@pele/shared/schemas/admin';
import type { OrderStatus } from '@pele/shared/schemas/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';
import { refreshAfterWrite } from '../../../lib/query-client';
import { productKeys } from '../../products';

/** TanStack Query keys of the admin panel; every write refreshes the whole panel (the dashboard counts move). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  audit: () => ['admin', 'audit'] as const,
  products: (query: QueryOf<typeof routes.adminListProducts>) => ['admin', 'products', query] as const,
  users: (query: QueryOf<typeof routes.adminListUsers>) => ['admin', 'users', query] as const,
  orders: (query: QueryOf<typeof routes.adminListOrders>) => ['admin', 'orders', query] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  reviews: (query: QueryOf<typeof routes.adminListReviews>) => ['admin', 'reviews', query] as const,
  analytics: (period: string) => ['admin', 'analytics', period] as const,
  settings: () => ['admin', 'settings'] as const,
  plans: () => ['admin', 'plans'] as const,
};

const list = { placeholderData: keepPreviousData };

export const useDashboardStats = () =>
  useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => apiRequest(routes.adminDashboardStats, { signal }),
  });

export const useAuditTrail = (limit = 10) =>
  useQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) => apiRequest(routes.adminAudit, { query: { limit }, signal }),
  });

export const useAdminProducts = (query: QueryOf<typeof routes.adminListProducts>) =>
  useQuery({
    queryKey: adminKeys.products(query),
    queryFn: ({ signal }) => apiRequest(routes.adminListProducts, { query, signal }),
    ...list,
  });

export const useAdminUsers = (query: QueryOf<typeof routes.adminListUsers>) =>
  useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => apiRequest(routes.adminListUsers, { query, signal }),
    ...list,
  });

export const useAdminOrders = (query: QueryOf<typeof routes.adminListOrders>) =>
  useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: ({ signal }) => apiRequest(routes.adminListOrders, { query, signal }),
    ...list,
  });

/** One order; the row the list already loaded shows at once while the fresh copy comes. */
export const useAdminOrder = (id: string) => {
  const queryClient = useQueryClient();
  const listed = queryClient
    .getQueriesData<{ orders: AdminOrder[] }>({ queryKey: ['admin', 'orders'] })
    .flatMap(([, page]) => page?.orders ?? [])
    .find((order) => order.id === id);
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => apiRequest(routes.adminGetOrder, { params: { id }, signal }),
    placeholderData: listed,
  });
};

export const useAdminReviews = (query: QueryOf<typeof routes.adminListReviews>) =>
  useQuery({
    queryKey: adminKeys.reviews(query),
    queryFn: ({ signal }) => apiRequest(routes.adminListReviews, { query, signal }),
    ...list,
  });

export const useAnalytics = (period: '7d' | '30d' | '90d') =>
  useQuery({
    queryKey: adminKeys.analytics(period),
    queryFn: ({ signal }) => apiRequest(routes.adminAnalytics, { query: { period }, signal }),
    ...list,
  });

export const useAppSettings = () =>
  useQuery({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => apiRequest(routes.adminGetSettings, { signal }),
  });

export const useAdminPlans = () =>
  useQuery({
    queryKey: adminKeys.plans(),
    queryFn: ({ signal }) => apiRequest(routes.adminListPlans, { signal }),
  });

/** A write of the panel: on success the panel refetches, and so does the consumer catalog when products moved. */
const useAdminWrite = <A, R>(write: (args: A) => Promise<R>, options: { catalog?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await refreshAfterWrite(queryClient, adminKeys.all, ...(options.catalog ? [productKeys.all] : []));
    },
  });
};

/** The chosen file goes to the private bucket first; the server checks it and publishes its own copy. */
const uploadProductImage = async (file: File) => {
  const upload = await apiRequest(routes.adminProductImageUpload, {
    body: { contentType: file.type as 'image/jpeg', size: file.size },
  });
  await uploadToPresignedPost(upload, file);
  return upload.key;
};

export const useSaveProduct = () =>
  useAdminWrite(
    async (input: { id?: string; body: CreateProductBody | UpdateProductBody; image?: File | null }) => {
      const imageKey = input.image ? await uploadProductImage(input.image) : undefined;
      const body = imageKey ? { ...input.body, imageKey } : input.body;
      return input.id
        ? apiRequest(routes.adminUpdateProduct, { params: { id: input.id }, body: body as UpdateProductBody })
        : apiRequest(routes.adminCreateProduct, { body: body as CreateProductBody });
    },
    { catalog: true },
  );

export const useDeleteProduct = () =>
  useAdminWrite((id: string) => apiRequest(routes.adminDeleteProduct, { params: { id } }), { catalog: true });

export const useSetUserStatus = () =>
  useAdminWrite((input: { id: string; isActive: boolean }) =>
    apiRequest(routes.adminSetUserStatus, { params: { id: input.id }, body: { isActive: input.isActive } }),
  );

export const useSetOrderStatus = () =>
  useAdminWrite(
    (input: { id: string; status: OrderStatus }) =>
      apiRequest(routes.adminSetOrderStatus, { params: { id: input.id }, body: { status: input.status } }),
    { catalog: true },
  );

export const useModerateReview = () =>
  useAdminWrite(
    (input: { id: string; approved: boolean }) =>
      apiRequest(routes.adminModerateReview, {
        params: { id: input.id },
        body: { approved: input.approved },
      }),
    { catalog: true },
  );

export const useSaveSettings = () =>
  useAdminWrite((body: BodyOf<typeof routes.adminUpdateSettings>) =>
    apiRequest(routes.adminUpdateSettings, { body }),
  );

export const useSavePlan = () =>
  useAdminWrite((input: { id: string; body: BodyOf<typeof routes.adminUpdatePlan> }) =>
    apiRequest(routes.adminUpdatePlan, { params: { id: input.id }, body: input.body }),
  );
