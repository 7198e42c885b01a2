import { z } from 'zod';

export const userStatusBody = z.object({
  isActive: z.boolean({ error: 'Informe isActive como verdadeiro ou falso.' }),
});
export const userIdParams = z.object({ id: z.string().trim().min(1).max(128) });
export const userStatus = z.object({ id: z.string(), isActive: z.boolean() });
