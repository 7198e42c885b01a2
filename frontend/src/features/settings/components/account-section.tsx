import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { leaveSignedOut } from '../../../lib/logout';
import { useMutationToast } from '../../../lib/use-mutation-toast';
import { useDeleteAccount } from '../api/delete-account';
import { useLogoutEverywhere } from '../api/logout-everywhere';

/** Conta: end every session (this one too), or delete the account; both leave for a fresh page. */
export function AccountSection() {
  const [logoutAllOpen, setLogoutAllOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const logoutAll = useLogoutEverywhere();
  const deletion = useDeleteAccount();
  const logoutEverywhere = useMutationToast(logoutAll, {
    failure: 'Não foi possível sair de todos os dispositivos. Tente novamente.',
    onError: () => setLogoutAllOpen(false),
  });
  const deleteAccount = useMutationToast(deletion, {
    failure: 'Não foi possível excluir sua conta. Tente novamente.',
    onError: () => setDeleteOpen(false),
  });

  return (
    <section aria-labelledby="settings-account" className="card stack">
      <h2 id="settings-account" className="card__title">
        Conta
      </h2>
      <p className="muted">
        Perdeu um aparelho ou entrou num computador de outra pessoa? Encerre todas as sessões da sua conta,
        inclusive esta.
      </p>
      <Button variant="secondary" block onClick={() => setLogoutAllOpen(true)}>
        Sair de todos os dispositivos
      </Button>
      <p className="muted">
        Excluir sua conta apaga seu perfil, suas fotos e todas as suas análises. Esta ação não pode ser
        desfeita.
      </p>
      <Button variant="danger-outline" block onClick={() => setDeleteOpen(true)}>
        Excluir minha conta
      </Button>

      <ConfirmDialog
        open={logoutAllOpen}
        onOpenChange={setLogoutAllOpen}
        title="Sair de todos os dispositivos?"
        description="Todas as sessões da sua conta serão encerradas, inclusive esta. Você precisará entrar novamente."
        confirmLabel={logoutAll.isPending ? 'Saindo...' : 'Sair de todos'}
        cancelLabel="Cancelar"
        busy={logoutAll.isPending}
        onConfirm={async () => {
          if ((await logoutEverywhere(undefined)) === undefined) return;
          // This device's session ended with the others: clear it and sign in again.
          await leaveSignedOut('/login');
        }}
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
        onConfirm={async () => {
          if ((await deleteAccount(undefined)) === undefined) return;
          // The server already revoked everything: clearing locally is the logout.
          await leaveSignedOut('/');
        }}
      />
    </section>
  );
}
