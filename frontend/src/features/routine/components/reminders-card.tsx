import { REMINDER_SLOTS, type ReminderSlot } from '@pele/shared/schemas/notifications';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { SkeletonRows } from '../../../components/skeleton';
import { Switch } from '../../../components/switch';
import { useMutationToast } from '../../../lib/use-mutation-toast';
import { usePushNotifications, useRoutineReminders, useSaveRoutineReminders } from '../../notifications';
import { RemindersEditor, SLOT_LABELS } from './reminders-editor';
import styles from './routine.module.css';

/**
 * Spec 2.10's reminders, kept on the profile: morning and evening, each on or off at a time in Brasília. The server
 * sends each one once a day as a notification in the app and, where this browser allows it, as a push.
 */
export function RemindersCard() {
  const reminders = useRoutineReminders();
  const save = useSaveRoutineReminders();
  const push = usePushNotifications();
  const [editing, setEditing] = useState(false);
  const saveWithToast = useMutationToast(save, {
    failure: 'Não foi possível salvar o lembrete. Tente novamente.',
  });

  const toggle = (slot: ReminderSlot, enabled: boolean) => {
    if (!reminders.data) return;
    void saveWithToast({ ...reminders.data, [slot]: { ...reminders.data[slot], enabled } });
  };

  return (
    <section className="card stack" aria-labelledby="routine-reminders-title">
      <div className="card__header">
        <h2 id="routine-reminders-title" className="card__title">
          Lembretes
        </h2>
        <button type="button" className="link" disabled={!reminders.data} onClick={() => setEditing(true)}>
          Gerenciar
        </button>
      </div>
      {reminders.isError ? (
        <LoadError
          message="Não foi possível carregar seus lembretes."
          onRetry={() => void reminders.refetch()}
        />
      ) : !reminders.data ? (
        <SkeletonRows height="3rem" testId="reminders-loading" />
      ) : (
        <>
          {REMINDER_SLOTS.map((slot) => (
            <Switch
              key={slot}
              label={SLOT_LABELS[slot]}
              description={`${reminders.data[slot].time} · Diariamente`}
              checked={reminders.data[slot].enabled}
              onChange={(on) => toggle(slot, on)}
            />
          ))}
          <RemindersEditor open={editing} onOpenChange={setEditing} reminders={reminders.data} />
        </>
      )}
      <p className={`muted ${styles.help}`}>
        Os lembretes chegam em Perfil → Notificações no horário de Brasília
        {push.on ? ' e como notificação neste aparelho.' : '.'}
      </p>
      {push.state === 'off' && (
        <Button variant="secondary" disabled={push.busy} onClick={() => void push.toggle(true)}>
          Receber também neste aparelho
        </Button>
      )}
      {push.problem && (
        <p className="notice" role="alert">
          {push.problem}
        </p>
      )}
    </section>
  );
}
