import type { ChallengeProposal } from '@pele/shared/schemas/challenges';
import { useId } from 'react';
import { Button } from '../../../components/button';
import styles from './challenges.module.css';

interface ProposalCardProps {
  proposal: ChallengeProposal;
  /** A join is under way (this one or another): one at a time. */
  busy: boolean;
  joining: boolean;
  /** The maximum of running challenges is reached. */
  full: boolean;
  onJoin: () => void;
}

/** A proposed challenge with why it suits this person, joined with one tap. */
export function ProposalCard({ proposal, busy, joining, full, onJoin }: ProposalCardProps) {
  const titleId = useId();
  return (
    <article
      className="card stack"
      aria-labelledby={titleId}
      data-testid="challenge-proposal"
      data-kind={proposal.kind}
    >
      <h3 id={titleId} className="card__title">
        {proposal.title}
      </h3>
      <p className="muted">{proposal.goal}</p>
      <p className={styles.why}>
        <strong>Por que para você: </strong>
        {proposal.why}
      </p>
      <p className="muted">Selo ao concluir: {proposal.badge}</p>
      <Button variant="primary" block disabled={busy || full} aria-describedby={titleId} onClick={onJoin}>
        {joining ? 'Entrando...' : 'Participar'}
      </Button>
    </article>
  );
}
