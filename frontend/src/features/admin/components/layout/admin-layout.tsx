import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '../../../../components/button';
import { adminPaths } from '../../../../lib/app-paths';
import styles from '../admin.module.css';
import { AdminErrorsProvider } from './admin-errors';
import { ADMIN_TABS, tabTitle } from './admin-tabs';
import { ProfileMenu } from './profile-menu';

/** The md breakpoint of admin.module.css, where the sidebar becomes permanent. */
const MD_UP = '(min-width: 900px)';

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
  // From md up the sidebar is permanent: a drawer left open on a narrow window must not trap the focus.
  useEffect(() => {
    const wide = window.matchMedia?.(MD_UP);
    if (!wide) return;
    const onChange = () => wide.matches && setDrawerOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);
  return (
    <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <p className={styles.brand}>Pele.AI Admin</p>
          <AdminNav />
        </aside>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="dialog-overlay" />
          <RadixDialog.Content className={styles.drawer}>
            <RadixDialog.Title className={styles.brand}>Pele.AI Admin</RadixDialog.Title>
            <RadixDialog.Description className="visually-hidden">
              Escolha uma seção do painel
            </RadixDialog.Description>
            <AdminNav onNavigate={() => setDrawerOpen(false)} />
            <Button asChild variant="secondary" size="small">
              <RadixDialog.Close>Fechar menu</RadixDialog.Close>
            </Button>
          </RadixDialog.Content>
        </RadixDialog.Portal>
        <div className={styles.main}>
          <header className={styles.topBar}>
            {/* The Trigger gets the focus back when the drawer closes. */}
            <RadixDialog.Trigger className={`icon-button ${styles.menuButton}`} aria-label="Abrir menu">
              <span aria-hidden="true">☰</span>
            </RadixDialog.Trigger>
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
    </RadixDialog.Root>
  );
}
