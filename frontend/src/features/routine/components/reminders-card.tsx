import { SAMPLE_REMINDER } from '@pele/shared/constants';
import { Switch } from '../../../components/switch';
import { showToast } from '../../../lib/toast';
import { useRoutineReminder } from '../use-routine-reminder';
import styles from './routine.module.css';

const PROBLEMS = {
  unsupported: 'Este navegador não permite notificações, então o lembrete não pode ser ativado aqui.',
  denied:
    'As notificações estão bloqueadas. Permita-as nas configurações do navegador para ativar o lembrete.',
} as const;

/** Spec 2.10's reminders: one toggle ('Rotina da Manhã', 7:30, Diariamente); 'Gerenciar' only tells. */
export function RemindersCard() {
  const reminder = useRoutineReminder();
  return (
    <section className="card stack" aria-labelledby="routine-reminders-title">
      <div className="card__header">
        <h2 id="routine-reminders-title" className="card__title">
          Lembretes
        </h2>
        <button
          type="button"
          className="link"
          onClick={() => showToast('O gerenciamento de lembretes estará disponível em breve.', 'info')}
        >
          Gerenciar
        </button>
      </div>
      <Switch
        label={SAMPLE_REMINDER.label}
        description={`${SAMPLE_REMINDER.time} · ${SAMPLE_REMINDER.frequency}`}
        checked={reminder.enabled}
        onChange={(on) => void reminder.toggle(on)}
      />
      {reminder.problem && (
        <p className="notice" role="alert">
          {PROBLEMS[reminder.problem]}
        </p>
      )}
      <p className={`muted ${styles.help}`}>
        O lembrete é uma notificação deste navegador às {SAMPLE_REMINDER.time} (horário do aparelho): ele só
        aparece enquanto o app estiver aberto, mesmo em segundo plano.
      </p>
    </section>
  );
}
