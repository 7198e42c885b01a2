import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { adminPaths } from '../../../lib/app-paths';
import styles from '../admin.module.css';
import { AdminErrorsProvider } from './admin-errors';
import { ADMIN_TABS, tabTitle } from './admin-tabs';
import { ProfileMenu } from './profile-menu';

/** The tabs as links; `onNavigate` lets the drawer close even when the link is the tab already open. */
function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Painel administrativo">
      <ul className={styles.navList}>
        {ADMIN_TABS.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={tab.path}
              end={tab.path === adminPaths.dashboard}
              onClick={onNavigate}
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

/** /admin (spec 2.14): side navigation (a permanent 240 px drawer from md, a menu button below), top bar, banner. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = tabTitle(pathname);
  useEffect(() => {
    document.title = `${title} · Admin · Pele.AI`;
  }, [title]);
  // Any navigation (a link, back, forward) closes the phone drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => setDrawerOpen(false), [pathname]);
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
            <AdminNav onNavigate={() => setDrawerOpen(false)} />
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
          <AdminErrorsProvider tab={title}>
            <Outlet />
          </AdminErrorsProvider>
        </main>
      </div>
    </div>
  );
}
