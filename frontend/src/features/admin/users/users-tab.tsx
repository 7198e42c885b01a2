import { type AdminUser, adminMessages } from '@pele/shared/schemas/admin';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchField } from '../../../components/search-field';
import { SkeletonRows } from '../../../components/skeleton';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import styles from '../admin.module.css';
import { useAdminUsers, useSetUserStatus } from '../api/admin-api';
import { Badge } from '../parts/cells';
import { Pager } from '../parts/pager';
import { useAdminErrors } from '../shell/admin-errors';

const planText = (plan: AdminUser['plan']) =>
  plan.kind === 'subscription'
    ? `Assinante ${plan.name ?? ''}`.trim()
    : plan.kind === 'trial' && plan.until
      ? `Teste grátis até ${formatDate(plan.until)}`
      : 'Sem plano';

/** Usuários: accounts newest first, searchable by name or e-mail, with (de)activation. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  const debounced = useDebouncedValue(search, 500);
  const users = useAdminUsers({ page, limit: 10, search: debounced } as never);
  const setStatus = useSetUserStatus();
  const { report } = useAdminErrors();
  useEffect(() => {
    if (users.isError) report(adminMessages.usersLoadFailed, users.error);
  }, [users.isError, users.error, report]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts from the first page.
  useEffect(() => setPage(1), [debounced]);

  const change = (user: AdminUser, isActive: boolean) =>
    setStatus.mutate(
      { id: user.id, isActive },
      {
        onSuccess: () => showToast(isActive ? 'Conta reativada.' : 'Conta desativada.'),
        onError: (error) => report(adminMessages.userStatusFailed, error),
        onSettled: () => setDeactivating(null),
      },
    );

  const rows = users.data?.users ?? [];
  return (
    <>
      <SearchField label="Buscar usuários" placeholder="Nome ou e-mail" value={search} onChange={setSearch} />
      {users.isPending ? (
        <SkeletonRows height="3rem" />
      ) : rows.length === 0 && !users.isError ? (
        <p className="empty-state">Nenhum usuário encontrado.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Usuários</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">E-mail</th>
                <th scope="col">Cadastro</th>
                <th scope="col">Plano</th>
                <th scope="col">Análises</th>
                <th scope="col">Avaliações</th>
                <th scope="col">Pedidos</th>
                <th scope="col">Status</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>{formatDate(user.createdAt)}</td>
                  <td>{planText(user.plan)}</td>
                  <td>{user.counts.analyses}</td>
                  <td>{user.counts.reviews}</td>
                  <td>{user.counts.orders}</td>
                  <td>
                    {user.isActive ? <Badge tone="ok">Ativo</Badge> : <Badge tone="bad">Inativo</Badge>}
                  </td>
                  <td>
                    {user.isActive ? (
                      <button
                        type="button"
                        className="button button--danger-outline button--small"
                        aria-label={`Desativar ${user.name}`}
                        onClick={() => setDeactivating(user)}
                      >
                        Desativar
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Reativar ${user.name}`}
                        onClick={() => change(user, true)}
                      >
                        Reativar
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={users.data?.pagination.pages ?? 0} onPage={setPage} />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => (open ? null : setDeactivating(null))}
        title="Desativar conta"
        description={
          deactivating
            ? `${deactivating.name} (${deactivating.email}) não poderá mais entrar nem usar o app até ser reativado(a).`
            : undefined
        }
        confirmLabel="Desativar"
        tone="danger"
        busy={setStatus.isPending}
        onConfirm={() => deactivating && change(deactivating, false)}
      />
    </>
  );
}
