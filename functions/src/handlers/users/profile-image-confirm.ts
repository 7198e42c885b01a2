import { PROFILE_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import { routes } from '@pele/shared/routes';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { reencodeImage } from '../../adapters/images/image-processing';
import { sniffImageType } from '../../adapters/images/image-type';
import { privateImages } from '../../adapters/storage/private-images';
import { createHandler } from '../../middleware/create-handler';
import { badRequest, unauthorized } from '../../middleware/http-error';
import { presentUser } from '../../services/user-view';

const PROFILE_IMAGE_SIDE = 512;

export const handler = createHandler(routes.profileImageConfirm, async ({ body, account, caller }) => {
  if (!account) throw unauthorized();
  const raw = await privateImages.readUpload(caller.userId, 'profile', body.key, PROFILE_IMAGE_MAX_BYTES);
  if (!sniffImageType(raw)) {
    await privateImages.remove(body.key);
    throw badRequest(server.uploadNotImage, { key: server.uploadNotImage });
  }
  const image = await reencodeImage(raw, { maxSide: PROFILE_IMAGE_SIDE, format: 'webp' }).catch(async () => {
    await privateImages.remove(body.key);
    throw badRequest(server.uploadNotImage, { key: server.uploadNotImage });
  });
  const key = await privateImages.store(
    caller.userId,
    'profile',
    image.bytes,
    image.contentType,
    image.extension,
  );
  await privateImages.remove(body.key);
  const updated = await usersRepository.updateProfile(caller.userId, { profileImageKey: key });
  if (!updated) throw unauthorized();
  if (account.profileImageKey) await privateImages.remove(account.profileImageKey);
  return presentUser(updated, caller.isAdmin);
});
