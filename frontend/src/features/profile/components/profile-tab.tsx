import { APP_VERSION } from '@pele/shared/constants';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { useOpenScreen } from '../../../lib/app-navigation';
import { appPaths } from '../../../lib/app-paths';
import { logout } from '../../../lib/logout';
import { useAnalysisSummary, useLatestAnalysis } from '../../analysis';
import { useSignedInUser } from '../../auth';
import { useUnreadNotifications } from '../../notifications';
import { AddressSection } from '../../orders';
import { useSelectTab } from '../../shell';
import { useProfileStats } from '../api/get-profile-stats';
import { MenuRow } from './menu-row';
import { ProfileHeader } from './profile-header';
import styles from './profile-tab.module.css';
import { SkinProfileCard } from './skin-profile-card';
import { StatTiles } from './stat-tiles';

/** The profile's menu: the person's screens, the delivery address, notifications with their unread count, 'Sair'. */
function ProfileMenu({
  isAdmin,
  onAddress,
  onLogout,
}: {
  isAdmin: boolean;
  onAddress: () => void;
  onLogout: () => void;
}) {
  const openScreen = useOpenScreen();
  const unread = useUnreadNotifications();
  return (
    <nav aria-label="Menu do perfil">
      <ul className="menu">
        <MenuRow label="Meus Pedidos" onClick={() => openScreen(appPaths.orders)} />
        <MenuRow label="Produtos Salvos" onClick={() => openScreen(appPaths.saved)} />
        <MenuRow label="Minhas Avaliações" onClick={() => openScreen(appPaths.reviews)} />
        <MenuRow label="Endereço de entrega" onClick={onAddress} />
        <MenuRow label="Alergias e ingredientes a evitar" onClick={() => openScreen(appPaths.allergies)} />
        <MenuRow
          label="Notificações"
          badge={
            unread > 0 ? (
              <span className="pill pill--accent" data-testid="notifications-unread">
                {unread === 1 ? '1 nova' : `${unread} novas`}
              </span>
            ) : undefined
          }
          onClick={() => openScreen(appPaths.notifications)}
        />
        <MenuRow label="Configurações" onClick={() => openScreen(appPaths.settings)} />
        {isAdmin && (
          <MenuRow
            label="Dashboard Admin"
            href="/admin"
            badge={<span className="pill pill--primary">Admin</span>}
          />
        )}
        <MenuRow label="Sair" tone="danger" onClick={onLogout} />
      </ul>
    </nav>
  );
}

/** Profile (spec 2.11). The review and favourite tiles count from /users/profile/stats (0 until it answers). */
export function ProfileTab() {
  const user = useSignedInUser();
  const selectTab = useSelectTab();
  const openScreen = useOpenScreen();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [addressOpen, setAddressOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const latest = useLatestAnalysis();
  const summary = useAnalysisSummary();
  const stats = useProfileStats();
  if (!user) return null;

  return (
    <div className="stack stack--lg">
      <ProfileHeader user={user} />
      <SkinProfileCard
        profile={
          latest.data
            ? { skinType: latest.data.skinType, ...latest.data.metrics, bands: latest.data.bands }
            : null
        }
        analysisCount={summary.count}
        onUpdateAnalysis={() => selectTab('analyze')}
      />
      <StatTiles
        orderCount={stats.data?.orderCount ?? 0}
        reviewCount={stats.data?.reviewCount ?? 0}
        savedCount={stats.data?.savedProductCount ?? 0}
        onOrders={() => openScreen(appPaths.orders)}
        onReviews={() => openScreen(appPaths.reviews)}
        onSaved={() => openScreen(appPaths.saved)}
      />
      <ProfileMenu
        isAdmin={user.isAdmin}
        onAddress={() => setAddressOpen(true)}
        onLogout={() => setLogoutOpen(true)}
      />
      <p className={styles.appVersion}>Versão {APP_VERSION}</p>

      <Dialog open={addressOpen} onOpenChange={setAddressOpen} title="Endereço de entrega">
        <AddressSection />
      </Dialog>

      <ConfirmDialog
        open={logoutOpen}
        onOpenChange={setLogoutOpen}
        title="Tem certeza que deseja sair?"
        description="Você precisará entrar novamente para acessar sua conta."
        confirmLabel="Sair"
        cancelLabel="Cancelar"
        tone="danger"
        busy={loggingOut}
        onConfirm={async () => {
          setLoggingOut(true);
          await logout();
        }}
      />
    </div>
  );
}
