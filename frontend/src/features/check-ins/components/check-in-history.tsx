import { daysBetween } from '@pele/shared/routine-days';
import {
  CHECK_IN_COMPARISON_MIN_DAYS,
  CHECK_IN_PERIODS,
  type CheckInPeriod,
  checkInMessages,
} from '@pele/shared/schemas/check-in-words';
import type { CheckInHistory as History } from '@pele/shared/schemas/check-ins';
import { useState } from 'react';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { ScoreChartFrame } from '../../../components/score-chart-frame';
import chartStyles from '../../../components/score-chart-frame.module.css';
import { Skeleton } from '../../../components/skeleton';
import { useSignedInUser } from '../../auth';
import { useCheckIns } from '../api/get-check-ins';
import { useSendPendingCheckIn } from '../pending-check-in';
import styles from './check-ins.module.css';

const BOX = { width: 320, height: 150, left: 28, right: 8, top: 8, bottom: 30 };
const GRID = [0, 50, 100];
const PERIOD_OPTIONS = CHECK_IN_PERIODS.map((value) => ({ value, label: `${value} dias` }));
const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const formatDay = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));
const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every day with a check-in or a completed routine, newest first: the table says what the chart draws. */
const tableDays = (history: History) => {
  const scores = new Map(history.checkIns.map((c) => [c.day, c.score]));
  return [...new Set([...scores.keys(), ...history.routineDays])]
    .sort()
    .reverse()
    .map((day) => ({ day, score: scores.get(day) }));
};

/** One bar a day checked in (height: the score), a dot under each day the routine was completed. */
function CheckInChart({ history }: { history: History }) {
  const slots = history.days;
  const innerWidth = BOX.width - BOX.left - BOX.right;
  const innerHeight = BOX.height - BOX.top - BOX.bottom;
  const slot = innerWidth / slots;
  const xOf = (day: string) => BOX.left + daysBetween(history.from, day) * slot;
  const scores = history.checkIns.map((c) => c.score);
  const mean = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
  const summary = [
    `Gráfico dos últimos ${history.days} dias: ${plural(history.checkIns.length, 'registro', 'registros')}`,
    scores.length > 0 ? `, média ${decimal(Math.round(mean * 10) / 10)} de 100` : '',
    `; rotina concluída em ${plural(history.routineDays.length, 'dia', 'dias')}.`,
  ].join('');
  return (
    <ScoreChartFrame box={BOX} grid={GRID} summary={summary} testId="check-in-chart">
      {history.checkIns.map((c) => {
        const height = (c.score / 100) * innerHeight;
        return (
          <rect
            key={c.day}
            className={styles.bar}
            x={xOf(c.day) + slot * 0.15}
            width={Math.max(1, slot * 0.7)}
            y={BOX.top + innerHeight - height}
            height={height}
          />
        );
      })}
      {history.routineDays.map((day) => (
        <circle
          key={day}
          className={styles.routineMark}
          cx={xOf(day) + slot / 2}
          cy={BOX.top + innerHeight + 6}
          r={Math.min(3, slot / 2)}
        />
      ))}
      <text x={BOX.left} y={BOX.height - 4}>
        {formatDay(history.from)}
      </text>
      <text x={BOX.width - BOX.right} y={BOX.height - 4} textAnchor="end">
        {formatDay(history.today)}
      </text>
    </ScoreChartFrame>
  );
}

const NoCheckIns = ({ days }: { days: number }) => (
  <p className="muted">
    Nenhum registro nos últimos {days} dias. Use 'Atualizar Status de Hoje' no Início para registrar como está
    sua pele.
  </p>
);

/** The comparison as an observation of the user's own days, or how many days are still missing for it. */
function Comparison({ history }: { history: History }) {
  const { comparison } = history;
  if (comparison) {
    return (
      <p data-testid="check-in-comparison">
        Nos {plural(comparison.withRoutine.days, 'dia', 'dias')} em que você concluiu a rotina, sua pele ficou
        em média {decimal(comparison.withRoutine.averageScore)}; nos outros{' '}
        {plural(comparison.withoutRoutine.days, 'dia', 'dias')} com registro, em média{' '}
        {decimal(comparison.withoutRoutine.averageScore)}. É uma observação dos seus registros, não uma prova
        de que a rotina causou a diferença: sono, clima e outros fatores também mudam de um dia para outro.
      </p>
    );
  }
  const routine = new Set(history.routineDays);
  const withRoutine = history.checkIns.filter((c) => routine.has(c.day)).length;
  return (
    <p className="muted" data-testid="check-in-comparison">
      Com pelo menos {CHECK_IN_COMPARISON_MIN_DAYS} dias registrados com a rotina concluída e{' '}
      {CHECK_IN_COMPARISON_MIN_DAYS} sem, mostramos aqui como sua pele estava em cada caso. Até agora:{' '}
      {plural(withRoutine, 'dia', 'dias')} com rotina e{' '}
      {plural(history.checkIns.length - withRoutine, 'dia', 'dias')} sem.
    </p>
  );
}

/**
 * Progresso's daily check-ins over 30 or 90 days beside the routine days, with a table of the same numbers. A score
 * still waiting on the device is sent from here too, for an app that starts on this screen.
 */
export function CheckInHistory() {
  useSendPendingCheckIn(useSignedInUser()?.id);
  const [days, setDays] = useState<CheckInPeriod>(30);
  const query = useCheckIns(days);
  const history = query.data;
  const routine = new Set(history?.routineDays ?? []);
  return (
    <section className="card stack" aria-labelledby="check-ins-title" data-testid="check-in-history">
      <h2 id="check-ins-title" className="card__title">
        Como sua pele esteve
      </h2>
      <ChoiceButtons legend="Período" options={PERIOD_OPTIONS} value={days} onChange={setDays} />
      {!history && query.isError ? (
        <p className="error-box" role="alert">
          {checkInMessages.loadFailed}
        </p>
      ) : !history ? (
        <div aria-busy="true">
          <Skeleton height="8rem" />
        </div>
      ) : history.checkIns.length === 0 && history.routineDays.length === 0 ? (
        <NoCheckIns days={history.days} />
      ) : (
        <>
          {history.checkIns.length === 0 && <NoCheckIns days={history.days} />}
          <CheckInChart history={history} />
          <ul className={chartStyles.legend} aria-hidden="true">
            <li>
              <span className={chartStyles.swatch} style={{ background: 'var(--color-primary)' }} />
              Nota do dia (0 a 100)
            </li>
            <li>
              <span className={chartStyles.swatch} style={{ background: 'var(--color-success)' }} />
              Rotina concluída
            </li>
          </ul>
          <Comparison history={history} />
          <details>
            <summary>Ver os registros em tabela</summary>
            <table className={chartStyles.table} data-testid="check-in-table">
              <caption className="visually-hidden">
                Nota de cada dia registrado, de 0 a 100, e a rotina
              </caption>
              <thead>
                <tr>
                  <th scope="col">Dia</th>
                  <th scope="col">Nota</th>
                  <th scope="col">Rotina concluída</th>
                </tr>
              </thead>
              <tbody>
                {tableDays(history).map(({ day, score }) => (
                  <tr key={day}>
                    <th scope="row">{formatDay(day)}</th>
                    <td>{score ?? '—'}</td>
                    <td>{routine.has(day) ? 'Sim' : 'Não'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
