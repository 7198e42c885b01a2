import { userDay } from '@pele/shared/routine-days';
import { checkInMessages } from '@pele/shared/schemas/check-in-words';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { isApiError } from '../../../lib/api-error';
import { useAppStatus } from '../../../lib/app-status';
import { useSignedInUser } from '../../auth';
import {
  isConnectionFailure,
  keepPendingCheckIn,
  readPendingCheckIn,
  useCheckIns,
  usePutTodayCheckIn,
  useSendPendingCheckIn,
} from '../../check-ins';
import { SKIN_ZONE_LABELS, type SkinZone, skinZoneOf } from '../skin-zone';
import styles from './skin-check-card.module.css';

const ZONE_CLASS: Record<SkinZone, string | undefined> = {
  bad: styles.skinCheckZoneBad,
  ok: styles.skinCheckZoneOk,
  great: styles.skinCheckZoneGreat,
};

const SAVED = 'Status de hoje atualizado com sucesso!';

type Outcome = { kind: 'saved' | 'queued' | 'failed'; text: string };

/** Today's score as last given: one still waiting to be sent on this device, else the server's. */
const useTodayScore = (userId: string | undefined) => {
  const checkIns = useCheckIns(30);
  const pending = readPendingCheckIn();
  const today = checkIns.data?.today ?? userDay(new Date(), 'America/Sao_Paulo');
  if (pending && pending.userId === userId && pending.day === today) return pending.score;
  return checkIns.data?.checkIns.find((c) => c.day === checkIns.data?.today)?.score;
};

/** The day's score, 0–100, with its three named zones under it. */
function SkinScoreSlider({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const zone = skinZoneOf(value);
  return (
    <div className={styles.skinCheck}>
      <label htmlFor={id} className="visually-hidden">
        Estado da pele hoje, de 0 a 100
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        aria-valuetext={`${value} – ${SKIN_ZONE_LABELS[zone]}`}
        className={styles.skinCheckSlider}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className={styles.skinCheckScale} aria-hidden="true">
        <span>Não Boa</span>
        <span>Está Ok</span>
        <span>Ótima</span>
      </div>
      <p className={`${styles.skinCheckZone} ${ZONE_CLASS[zone]}`} data-testid="skin-zone">
        {SKIN_ZONE_LABELS[zone]}
      </p>
    </div>
  );
}

/**
 * The daily skin check (spec 2.6): a slider with three zones; 'Atualizar Status de Hoje' records the day's
 * score (one per day, changeable the same day) with the spec's success message. Offline, or when the network
 * fails, the score is kept on the device and sent when the browser is back online or the app starts again.
 */
export function SkinCheckCard() {
  const id = useId();
  const user = useSignedInUser();
  const { offline } = useAppStatus();
  const save = usePutTodayCheckIn();
  useSendPendingCheckIn(user?.id);
  const todayScore = useTodayScore(user?.id);
  const [value, setValue] = useState(50);
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!touched && todayScore !== undefined) setValue(todayScore);
  }, [todayScore, touched]);

  const keep = () => {
    if (user) keepPendingCheckIn(user.id, value);
    setOutcome({ kind: 'queued', text: checkInMessages.savedOffline });
  };

  const submit = async () => {
    setTouched(true);
    if (offline) return keep();
    try {
      await save.mutateAsync({ score: value });
      setOutcome({ kind: 'saved', text: SAVED });
    } catch (error) {
      if (isConnectionFailure(error)) return keep();
      setOutcome({ kind: 'failed', text: isApiError(error) ? error.message : checkInMessages.saveFailed });
    }
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Como está sua pele hoje?
      </h2>
      <SkinScoreSlider
        id={id}
        value={value}
        onChange={(next) => {
          setValue(next);
          setTouched(true);
          setOutcome(null);
        }}
      />
      <Button variant="primary" block onClick={submit} disabled={save.isPending}>
        Atualizar Status de Hoje
      </Button>
      <p
        className={
          outcome?.kind === 'failed'
            ? `${styles.inlineSuccess} ${styles.inlineSuccessFailed}`
            : styles.inlineSuccess
        }
        role="status"
      >
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}
