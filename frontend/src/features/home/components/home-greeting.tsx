import type { User } from '@pele/shared/schemas/auth';
import { Avatar } from '../../../components/avatar';
import styles from './home-greeting.module.css';

/** 'Olá, {first name}' with the avatar (spec 2.6); 'Usuário' when the name is missing. */
export function HomeGreeting({ user, onAvatarClick }: { user: User | undefined; onAvatarClick: () => void }) {
  const name = user?.name?.trim().split(/\s+/)[0] || 'Usuário';
  return (
    <header className={styles.homeGreeting}>
      <div>
        <p className="muted">Que bom ver você!</p>
        <h1 className="title" data-testid="greeting">
          Olá, {name}!
        </h1>
      </div>
      <button type="button" className={styles.avatarButton} aria-label="Abrir perfil" onClick={onAvatarClick}>
        <Avatar name={user?.name} image={user?.profileImage} size="lg" />
      </button>
    </header>
  );
}
