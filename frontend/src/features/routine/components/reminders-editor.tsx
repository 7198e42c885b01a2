import {
  REMINDER_SLOTS,
  type ReminderSlot,
  type RoutineReminders,
  routineReminders,
} from '@pele/shared/schemas/notifications';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { errorAria, FieldError } from '../../../components/form-field';
import { useMutationToast } from '../../../lib/use-mutation-toast';
import { useSaveRoutineReminders } from '../../notifications';

export const SLOT_LABELS: Record<ReminderSlot, string> = {
  morning: 'Rotina da Manhã',
  evening: 'Rotina da Noite',
};

/** The zod schema's message for each slot's time, when the form does not pass it. */
export const reminderErrors = (draft: RoutineReminders): Partial<Record<ReminderSlot, string>> => {
  const parsed = routineReminders.safeParse(draft);
  if (parsed.success) return {};
  const errors: Partial<Record<ReminderSlot, string>> = {};
  for (const issue of parsed.error.issues) {
    const slot = issue.path[0] as ReminderSlot;
    errors[slot] ??= issue.message;
  }
  return errors;
};

interface RemindersEditorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reminders: RoutineReminders;
}

/** One reminder's fields: on or off, and its time. */
function ReminderFields({
  slot,
  value,
  error,
  onChange,
}: {
  slot: ReminderSlot;
  value: RoutineReminders[ReminderSlot];
  error: string | undefined;
  onChange: (value: RoutineReminders[ReminderSlot]) => void;
}) {
  const id = useId();
  const timeId = `${id}-time`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="stack">
      <legend className="field__label">{SLOT_LABELS[slot]}</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
        />{' '}
        Lembrar todos os dias
      </label>
      <div className="field">
        <label htmlFor={timeId} className="field__label">
          Horário
        </label>
        <input
          id={timeId}
          className="input"
          type="time"
          step={60}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          {...errorAria(errorId, error)}
        />
        <FieldError id={errorId} message={error} />
      </div>
    </fieldset>
  );
}

/** 'Gerenciar': each reminder on or off with its time (Brasília), checked by the same schema as the server's. */
export function RemindersEditor({ open, onOpenChange, reminders }: RemindersEditorProps) {
  const [draft, setDraft] = useState(reminders);
  const [errors, setErrors] = useState<Partial<Record<ReminderSlot, string>>>({});
  const save = useSaveRoutineReminders();
  const saveWithToast = useMutationToast(save, {
    success: 'Lembretes salvos.',
    failure: 'Não foi possível salvar os lembretes. Tente novamente.',
  });
  const submit = async () => {
    const found = reminderErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await saveWithToast(draft)) onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(reminders);
        setErrors({});
        onOpenChange(next);
      }}
      title="Gerenciar lembretes"
      description="Escolha quando lembrar de cada rotina, no horário de Brasília, todos os dias."
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {REMINDER_SLOTS.map((slot) => (
          <ReminderFields
            key={slot}
            slot={slot}
            value={draft[slot]}
            error={errors[slot]}
            onChange={(value) => setDraft({ ...draft, [slot]: value })}
          />
        ))}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button variant="primary" type="submit" loading={save.isPending} loadingLabel="Salvando...">
            Salvar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
