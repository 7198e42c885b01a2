import type { PresignedUpload } from '@pele/shared/schemas/common';
import { ApiError } from './api-error';

export const UPLOAD_FAILED_MESSAGE = 'Não foi possível enviar a imagem. Tente novamente.';

/**
 * Sends a file straight to storage with a presigned POST: the policy `fields` first, the file last
 * (S3 ignores fields after the file).
 */
export const uploadToPresignedPost = async (upload: Pick<PresignedUpload, 'url' | 'fields'>, file: Blob) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(UPLOAD_FAILED_MESSAGE, 0, 'NETWORK');
  }
  if (!response.ok) throw new ApiError(UPLOAD_FAILED_MESSAGE, response.status, 'UPLOAD_FAILED');
};
