import { foldText } from '@pele/shared/fold-text';
import type { adminUsersQuery } from '@pele/shared/schemas/admin';
import type { z } from 'zod/mini';
import { countersRepository } from '../../adapters/dynamo/counters';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { paginate } from '../../domain/pagination';
import { presentAdminUser } from './admin-users';
import { paginationOf } from './admin-views';

/** Accounts newest first; a search matches name or e-mail (accents and case ignored). */
export const usersPage = async (query: z.output<typeof adminUsersQuery>) => {
  const now = new Date();
  if (query.search) {
    const wanted = foldText(query.search);
    const matches = (await usersRepository.accountDirectory()).filter(
      (account) => foldText(account.name).includes(wanted) || foldText(account.email).includes(wanted),
    );
    const page = paginate(matches, query.page, query.limit);
    const profiles = await usersRepository.profiles(page.data.map((account) => account.userId));
    return {
      users: await Promise.all(profiles.map((profile) => presentAdminUser(profile, now))),
      pagination: paginationOf(query.page, query.limit, page.total),
    };
  }
  const [profiles, totals] = await Promise.all([
    usersRepository.accountsPage(query.page, query.limit),
    countersRepository.totals(),
  ]);
  return {
    users: await Promise.all(profiles.map((profile) => presentAdminUser(profile, now))),
    pagination: paginationOf(query.page, query.limit, totals.totalUsers ?? 0),
  };
};
