import { APP_VERSION, PHOTO_RETENTION_DAYS, type PROFILE_VISIBILITY_CYCLE } from '@pele/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ChevronRightIcon } from '../../../components/icons';
import { Switch } from '../../../components/switch';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { fullPageLoad } from '../../../lib/full-page-load';
import { endSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useSignedInUser } from '../../auth';
import { hasCurrentPhotoConsent, useExportMyData, useRevokePhotoConsent } from '../../privacy';
import { useDeleteAccount } from '../api/delete-account';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { nextVisibility, VISIBILITY_LABELS } from '../visibility';
import { ThemeChoiceField } from './theme-choice';

const photoCount = (n: number) => `${n} ${n === 1 ? 'foto apagada' : 'fotos apagadas'}`;

/**
 * Settings (spec 2.11): the colour theme (this device and the profile), local switches, and the LGPD rights
 * the server carries out: revoking the consent for face photos (which deletes them), downloading one's data,
 * deleting the account. There is no language choice: the product is in Portuguese, for Brazil ('Sobre' says so).
 */
export function SettingsScreen() {
  const [push, setPush] = useState(true);
  const [sounds, setSounds] = useState(true);
  const [visibility, setVisibility] = useState<(typeof PROFILE_VISIBILITY_CYCLE)[number]>('public');
  const [dataSharing, setDataSharing] = useState(false);
  const [analytics, setAnalytics] = useState(true);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const deletion = useDeleteAccount();
  const [logoutAllOpen, setLogoutAllOpen] = useState(false);
  const logoutAll = useLogoutEverywhere();
  const user = useSignedInUser();
  const consented = hasCurrentPhotoConsent(user);
  const [revokeOpen, setRevokeOpen] = useState(false);
  const revocation = useRevokePhotoConsent();
  const dataExport = useExportMyData();

  const revokeConsent = async () => {
    try {
      const { photosDeleted } = await revocation.mutateAsync();
      setRevokeOpen(false);
      showToast(
        consented
          ? `Consentimento revogado. ${photoCount(photosDeleted)}.`
          : `Fotos do rosto apagadas: ${photoCount(photosDeleted)}.`,
      );
    } catch (error) {
      setRevokeOpen(false);
      showToast(
        isApiError(error) ? error.message : 'Não foi possível apagar suas fotos. Tente novamente.',
        'error',
      );
    }
  };

  const downloadData = async () => {
    try {
      await dataExport.mutateAsync();
      showToast('Seus dados foram baixados.');
    } catch (error) {
      showToast(
        isApiError(error) ? error.message : 'Não foi possível baixar seus dados. Tente novamente.',
        'error',
      );
    }
  };

  const logoutEverywhere = async () => {
    try {
      await logoutAll.mutateAsync();
      // This device's session ended with the others: clear it and sign in again.
      endSession('user_logout');
      fullPageLoad('/login');
    } catch (error) {
      setLogoutAllOpen(false);
      showToast(
        isApiError(error)
          ? error.message
          : 'Não foi possível sair de todos os dispositivos. Tente novamente.',
        'error',
      );
    }
  };

  const deleteAccount = async () => {
    try {
      await deletion.mutateAsync();
      // The server already revoked everything: clearing locally is the logout.
      endSession('user_logout');
      fullPageLoad('/');
    } catch (error) {
      setDeleteOpen(false);
      showToast(
        isApiError(error) ? error.message : 'Não foi possível excluir sua conta. Tente novamente.',
        'error',
      );
    }
  };

  return (
    <div className="stack stack--lg">
      <section aria-labelledby="settings-preferences" className="card card--flush">
        <h2 id="settings-preferences" className="section-title section-title--inset">
          Preferências
        </h2>
        <ThemeChoiceField />
        <Switch label="Notificações push" checked={push} onChange={setPush} />
        <Switch label="Sons" checked={sounds} onChange={setSounds} />
      </section>

      <section aria-labelledby="settings-privacy" className="card card--flush">
        <h2 id="settings-privacy" className="section-title section-title--inset">
          Privacidade
        </h2>
        <button type="button" className="setting-row" onClick={() => setVisibility(nextVisibility)}>
          <span className="setting-row__text">
            <span className="setting-row__label">Visibilidade do perfil</span>
            <span className="setting-row__description">Toque para alternar</span>
          </span>
          <span className="pill" data-testid="visibility-value">
            {VISIBILITY_LABELS[visibility]}
          </span>
        </button>
        <Switch
          label="Compartilhamento de dados"
          description="Compartilhar dados anônimos com parceiros"
          checked={dataSharing}
          onChange={setDataSharing}
        />
        <Switch
          label="Análise de uso"
          description="Ajude a melhorar o app com dados de uso anônimos"
          checked={analytics}
          onChange={setAnalytics}
        />
      </section>

      <section aria-labelledby="settings-data" className="card stack">
        <h2 id="settings-data" className="card__title">
          Seus dados
        </h2>
        <p className="muted" data-testid="photo-consent-status">
          {consented && user?.photoConsent
            ? `Você autorizou o uso das fotos do rosto para análise em ${formatDate(user.photoConsent.givenAt)}. As fotos são apagadas ${PHOTO_RETENTION_DAYS} dias depois do envio; os resultados ficam.`
            : 'Você não autorizou o uso de fotos do rosto. Pediremos seu consentimento antes da próxima análise.'}
        </p>
        <button
          type="button"
          className="button button--danger-outline button--block"
          onClick={() => setRevokeOpen(true)}
        >
          {consented ? 'Revogar consentimento e apagar fotos' : 'Apagar fotos do rosto'}
        </button>
        <p className="muted">
          Baixe uma cópia de todos os seus dados em um arquivo JSON. Os links das fotos no arquivo valem por
          poucos minutos.
        </p>
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={dataExport.isPending}
          onClick={downloadData}
        >
          {dataExport.isPending ? 'Preparando arquivo...' : 'Baixar meus dados'}
        </button>
      </section>

      <section aria-labelledby="settings-about" className="card card--flush">
        <h2 id="settings-about" className="section-title section-title--inset">
          Sobre
        </h2>
        <div className="setting-row setting-row--static">
          <span className="setting-row__label">Versão</span>
          <span className="muted">{APP_VERSION}</span>
        </div>
        <p className="setting-row setting-row--static muted" data-testid="product-language">
          O Pele.AI é feito para o Brasil e está em português.
        </p>
        <Link to="/terms" className="setting-row">
          <span className="setting-row__label">Termos de Uso</span>
          <ChevronRightIcon />
        </Link>
        <Link to="/privacy" className="setting-row">
          <span className="setting-row__label">Política de Privacidade</span>
          <ChevronRightIcon />
        </Link>
      </section>

      <section aria-labelledby="settings-account" className="card stack">
        <h2 id="settings-account" className="card__title">
          Conta
        </h2>
        <p className="muted">
          Perdeu um aparelho ou entrou num computador de outra pessoa? Encerre todas as sessões da sua conta,
          inclusive esta.
        </p>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => setLogoutAllOpen(true)}
        >
          Sair de todos os dispositivos
        </button>
        <p className="muted">
          Excluir sua conta apaga seu perfil, suas fotos e todas as suas análises. Esta ação não pode ser
          desfeita.
        </p>
        <button
          type="button"
          className="button button--danger-outline button--block"
          onClick={() => setDeleteOpen(true)}
        >
          Excluir minha conta
        </button>
      </section>

      <ConfirmDialog
        open={logoutAllOpen}
        onOpenChange={setLogoutAllOpen}
        title="Sair de todos os dispositivos?"
        description="Todas as sessões da sua conta serão encerradas, inclusive esta. Você precisará entrar novamente."
        confirmLabel={logoutAll.isPending ? 'Saindo...' : 'Sair de todos'}
        cancelLabel="Cancelar"
        busy={logoutAll.isPending}
        onConfirm={logoutEverywhere}
      />

      <ConfirmDialog
        open={revokeOpen}
        onOpenChange={setRevokeOpen}
        title={consented ? 'Revogar consentimento?' : 'Apagar fotos do rosto?'}
        description="Todas as fotos do seu rosto guardadas para análise serão apagadas agora. Os resultados das análises continuam salvos. Para fazer uma nova análise, pediremos seu consentimento de novo."
        confirmLabel={revocation.isPending ? 'Apagando...' : 'Apagar fotos'}
        cancelLabel="Cancelar"
        tone="danger"
        busy={revocation.isPending}
        onConfirm={revokeConsent}
      />

      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Excluir sua conta?"
        description="Todos os seus dados, fotos e análises serão apagados para sempre. Esta ação não pode ser desfeita."
        confirmLabel={deletion.isPending ? 'Excluindo...' : 'Excluir conta'}
        cancelLabel="Cancelar"
        tone="danger"
        busy={deletion.isPending}
        onConfirm={deleteAccount}
      />
    </div>
  );
}
