import { type ChallengesView, challengeMessages } from '@pele/shared/schemas/challenges';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-error';
import { appPaths } from '../../../lib/app-paths';
import { showToast } from '../../../lib/toast';
import { useChallenges } from '../api/get-challenges';
import { useJoinChallenge } from '../api/join-challenge';
import { ChallengeCard } from './challenge-card';
import styles from './challenges.module.css';
import { ProposalCard } from './proposal-card';

/** What the proposals tied to the skin wait for, with the way there. */
function Needs({ needs }: { needs: ChallengesView['needs'] }) {
  if (needs === 'analysis')
    return (
      <div className="notice stack">
        <p>Os desafios para a sua pele partem da sua análise. Faça a primeira para ver mais desafios.</p>
        <Button asChild variant="secondary">
          <Link to={appPaths.analyze}>Analisar Pele</Link>
        </Button>
      </div>
    );
  if (needs === 'routine')
    return (
      <div className="notice stack">
        <p>Gere sua rotina personalizada: os desafios para a sua pele acompanham os passos dela.</p>
        <Button asChild variant="secondary">
          <Link to={appPaths.routine}>Ver Sua Rotina</Link>
        </Button>
      </div>
    );
  return null;
}

function Proposals({ view }: { view: ChallengesView }) {
  const join = useJoinChallenge();
  const full = view.active.length >= view.maxActive;
  const onJoin = (kind: ChallengesView['proposals'][number]['kind']) =>
    join.mutate(kind, {
      onSuccess: () => showToast(challengeMessages.joined),
      onError: (error) =>
        showToast(isApiError(error) ? error.message : challengeMessages.joinFailed, 'error'),
    });
  return (
    <section className="stack" aria-labelledby="challenge-proposals-title">
      <h2 id="challenge-proposals-title" className="section-title">
        Desafios para você
      </h2>
      {full && (
        <p className="notice" data-testid="challenges-full">
          {challengeMessages.tooMany}
        </p>
      )}
      <Needs needs={view.needs} />
      {view.proposals.length === 0 ? (
        <p className="empty-state">Você já participa de todos os desafios propostos para você agora.</p>
      ) : (
        <ul className={styles.list}>
          {view.proposals.map((proposal) => (
            <li key={proposal.kind}>
              <ProposalCard
                proposal={proposal}
                busy={join.isPending}
                joining={join.isPending && join.variables === proposal.kind}
                full={full}
                onJoin={() => onJoin(proposal.kind)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChallengeList({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: ChallengesView['active'];
}) {
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The challenges screen (/app/challenges): the running ones with their progress and the day at risk, the
 * proposals with why each suits the person, and the finished ones with their badges.
 */
export function ChallengesScreen() {
  const challenges = useChallenges();
  if (challenges.isPending)
    return (
      <div className="stack" aria-busy="true" data-testid="challenges-loading">
        <p className="visually-hidden">Carregando desafios...</p>
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </div>
    );
  if (challenges.isError)
    return <LoadError message={challengeMessages.loadFailed} onRetry={() => challenges.refetch()} />;
  const view = challenges.data;
  return (
    <div className="stack stack--lg" data-testid="challenges-screen">
      <p className="muted">
        Metas curtas criadas a partir da sua análise e da sua rotina. O progresso se atualiza sozinho com os
        passos que você marca e os registros do dia.
      </p>
      <ChallengeList
        id="challenges-active-title"
        title="Em andamento"
        empty="Você ainda não participa de nenhum desafio. Escolha um abaixo."
        items={view.active}
      />
      <Proposals view={view} />
      {view.finished.length > 0 && (
        <ChallengeList
          id="challenges-finished-title"
          title="Conquistas e desafios anteriores"
          empty=""
          items={view.finished}
        />
      )}
    </div>
  );
}
