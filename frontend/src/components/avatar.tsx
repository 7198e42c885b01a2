import { initialsOf } from './initials';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface AvatarProps {
  name: string | null | undefined;
  image?: string | null;
  size?: AvatarSize;
}

/** The user's picture, or the initials of their name on the brand colour. */
export function Avatar({ name, image, size = 'md' }: AvatarProps) {
  const label = name?.trim() || 'Usuário';
  return (
    <span className={`avatar avatar--${size}`} data-testid="avatar">
      {image ? (
        <img src={image} alt={`Foto de ${label}`} className="avatar__image" />
      ) : (
        <span role="img" aria-label={`Avatar de ${label}`}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
