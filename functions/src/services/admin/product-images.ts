import { randomUUID } from 'node:crypto';
import { PRODUCT_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { reencodeImage } from '../../adapters/images/image-processing';
import { media } from '../../adapters/storage/media';
import { privateImages } from '../../adapters/storage/private-images';
import { productImageSvg } from '../../seed/catalog/product-image';
import { notImage, photoUploads } from '../photo-uploads';

const PRODUCT_IMAGE_SIDE = 800;

/**
 * Product images are public (CloudFront `/media/`), but what staff upload is checked like any photo first:
 * the upload goes to the private bucket, the server reads it back, checks the magic bytes, re-encodes it
 * (orientation applied, metadata gone, long side capped) and only that copy is published. Old images stay:
 * past orders show the picture the product had when it was bought.
 */
export const productImages = {
  async publishUpload(adminSub: string, uploadKey: string, productId: string): Promise<string> {
    const raw = await photoUploads.read(adminSub, 'product', uploadKey, PRODUCT_IMAGE_MAX_BYTES, 'imageKey');
    const image = await reencodeImage(raw, { maxSide: PRODUCT_IMAGE_SIDE, format: 'webp' }).catch(
      async () => {
        await privateImages.remove(adminSub, uploadKey);
        throw notImage('imageKey');
      },
    );
    const key = `products/${productId}/${randomUUID()}.${image.extension}`;
    await media.put(key, image.bytes, image.contentType);
    await privateImages.remove(adminSub, uploadKey);
    return key;
  },

  /** Without a photo a product gets the catalog's drawn illustration, as the seeded products have. */
  async publishIllustration(product: { id: string; name: string; brand: string; category: string }) {
    const key = `products/${product.id}/${randomUUID()}.svg`;
    await media.put(key, productImageSvg(product), 'image/svg+xml');
    return key;
  },
};
