import { describe, expect, it, vi } from 'vitest';
import { uploadToPresignedPost } from './presigned-upload';

describe('uploadToPresignedPost', () => {
  it('posts the policy fields before the file to the given url', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['x'], { type: 'image/png' });
    await uploadToPresignedPost(
      { url: 'http://storage.test/bucket', fields: { key: 'k1', Policy: 'p' } },
      file,
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://storage.test/bucket');
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'file']);
    expect(form.get('key')).toBe('k1');
  });

  it('fails with a pt-BR message when storage refuses the file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response('<Error/>', { status: 403 })),
    );
    await expect(uploadToPresignedPost({ url: '/u', fields: {} }, new Blob(['x']))).rejects.toMatchObject({
      message: 'Não foi possível enviar a imagem. Tente novamente.',
      status: 403,
    });
  });
});
