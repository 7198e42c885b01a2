import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { initialsOf } from '../../../components/initials';
import { appPaths } from '../../../lib/app-paths';
import { logout } from '../../../lib/logout';
import { useSignedInUser } from '../../auth';
import styles from '../admin.module.css';
import { AdminErrorsProvider } from './admin-errors';
import { ADMIN_TABS, tabTitle } from './admin-tabs';

function AdminNav() {
  return (
    <nav aria-label="Painel administrativo">
      <ul className={styles.navList}>
        {ADMIN_TABS.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={tab.path}
              end
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProfileMenu() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const name = user?.name ?? 'Admin';
  return (
    <div className={styles.profileMenu}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={`Menu do perfil de ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{initialsOf(name).slice(0, 1)}</span>
      </button>
      {open ? (
        <ul className={styles.menu}>
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
                await logout();
                navigate('/', { replace: true });
              }}
            >
              Sair
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/** /admin (spec 2.14): side navigation (a permanent 240 px drawer from md, a menu button below), top bar, banner. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = tabTitle(pathname);
  useEffect(() => {
    document.title = `${title} · Admin · Pele.AI`;
    setDrawerOpen(false);
  }, [title]);
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>Pele.AI Admin</p>
        <AdminNav />
      </aside>
      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="dialog-overlay" />
          <RadixDialog.Content className={styles.drawer}>
            <RadixDialog.Title className={styles.brand}>Pele.AI Admin</RadixDialog.Title>
            <RadixDialog.Description className="visually-hidden">
              Escolha uma seção do painel
            </RadixDialog.Description>
            <AdminNav />
            <RadixDialog.Close className="button button--secondary button--small">
              Fechar menu
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <div className={styles.main}>
        <header className={styles.topBar}>
          <button
            type="button"
            className={`icon-button ${styles.menuButton}`}
            aria-label="Abrir menu"
            onClick={() => setDrawerOpen(true)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <h1 className={styles.title}>{title}</h1>
          <ProfileMenu />
        </header>
        <main className={styles.content}>
          <AdminErrorsProvider>
            <Outlet />
          </AdminErrorsProvider>
        </main>
      </div>
    </div>
  );
}
