import { ADMIN_PAGE_SIZE, type AdminUser, adminMessages } from '@pele/shared/schemas/admin';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { SearchField } from '../../../../components/search-field';
import { formatDate } from '../../../../lib/format';
import { readStoredUser } from '../../../../lib/session';
import { showToast } from '../../../../lib/toast';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useAdminUsers } from '../../api/list-users';
import { useSetUserStatus } from '../../api/set-user-status';
import { useAdminErrors } from '../layout/admin-errors';
import { AdminListTable, AdminPager } from '../parts/admin-list';
import { Badge } from '../parts/cells';

const planText = (plan: AdminUser['plan']) =>
  plan.kind === 'subscription'
    ? `Assinante ${plan.name ?? ''}`.trim()
    : plan.kind === 'trial'
      ? plan.until
        ? `Teste grátis até ${formatDate(plan.until)}`
        : 'Teste grátis'
      : 'Sem plano';

/** Usuários: accounts newest first, searchable by name or e-mail, with (de)activation. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  const debounced = useDebouncedValue(search, 500);
  const users = useAdminUsers({ page, limit: ADMIN_PAGE_SIZE, search: debounced });
  const setStatus = useSetUserStatus();
  const { report } = useAdminErrors();
  // The server refuses an admin deactivating their own account; the button says so before anyone tries.
  const ownId = readStoredUser()?.id;
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
      <AdminListTable
        query={users}
        count={rows.length}
        empty="Nenhum usuário encontrado."
        failed={adminMessages.usersLoadFailed}
        caption="Usuários"
        columns={[
          'Nome',
          'E-mail',
          'Cadastro',
          'Plano',
          'Análises',
          'Avaliações',
          'Pedidos',
          'Status',
          'Ações',
        ]}
      >
        {rows.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            ownId={ownId}
            onDeactivate={() => setDeactivating(user)}
            onReactivate={() => change(user, true)}
          />
        ))}
      </AdminListTable>
      <AdminPager page={page} pages={users.data?.pagination.pages ?? 0} onChange={setPage} />
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

function UserRow({
  user,
  ownId,
  onDeactivate,
  onReactivate,
}: {
  user: AdminUser;
  ownId: string | undefined;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  return (
    <tr>
      <td>{user.name}</td>
      <td>{user.email}</td>
      <td>{formatDate(user.createdAt)}</td>
      <td>{planText(user.plan)}</td>
      <td>{user.counts.analyses}</td>
      <td>{user.counts.reviews}</td>
      <td>{user.counts.orders}</td>
      <td>{user.isActive ? <Badge tone="ok">Ativo</Badge> : <Badge tone="bad">Inativo</Badge>}</td>
      <td>
        {user.isActive ? (
          <Button
            variant="danger-outline"
            size="small"
            aria-label={`Desativar ${user.name}`}
            disabled={user.id === ownId}
            title={user.id === ownId ? 'Você não pode desativar a própria conta.' : undefined}
            onClick={onDeactivate}
          >
            Desativar
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="small"
            aria-label={`Reativar ${user.name}`}
            onClick={onReactivate}
          >
            Reativar
          </Button>
        )}
      </td>
    </tr>
  );
}
