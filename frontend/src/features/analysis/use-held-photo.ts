import { useCallback, useEffect, useState } from 'react';

export interface HeldPhoto {
  blob: Blob;
  /** An object URL for previews; revoked when the photo is replaced or the screen goes away. */
  url: string;
}

/** The captured or chosen photo, held until it is analysed or retaken. */
export const useHeldPhoto = () => {
  const [photo, setPhotoState] = useState<HeldPhoto | null>(null);
  const setPhoto = useCallback((blob: Blob | null) => {
    setPhotoState(blob ? { blob, url: URL.createObjectURL(blob) } : null);
  }, []);
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );
  return [photo, setPhoto] as const;
};
