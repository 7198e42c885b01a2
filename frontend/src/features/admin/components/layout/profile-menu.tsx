import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { initialsOf } from '../../../../components/initials';
import { appPaths } from '../../../../lib/app-paths';
import { logout } from '../../../../lib/logout';
import { useSignedInUser } from '../../../auth';
import styles from '../admin.module.css';

/**
 * The top bar's profile menu (spec 2.14): the user's initial opens 'Perfil' and 'Sair'. A disclosure (not an
 * ARIA menu): two plain controls in the tab order; Escape or a click elsewhere closes it.
 */
export function ProfileMenu() {
  const user = useSignedInUser();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = user?.name?.trim() || 'Admin';

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.profileMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Menu do perfil de ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{initialsOf(name).slice(0, 1)}</span>
      </button>
      <ul id={listId} className={styles.menu} hidden={!open}>
        <li>
          <Link
            className={styles.menuItem}
            to={appPaths.home}
            state={{ tab: 'profile' }}
            onClick={() => setOpen(false)}
          >
            Perfil
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.menuItem}
            onClick={async () => {
              setOpen(false);
              await logout();
            }}
          >
            Sair
          </button>
        </li>
      </ul>
    </div>
  );
}
