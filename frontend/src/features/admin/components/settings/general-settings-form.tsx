import { adminMessages } from '@pele/shared/schemas/admin';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { SkeletonRows } from '../../../../components/skeleton';
import { isApiError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { useAppSettings } from '../../api/get-settings';
import { useSaveSettings } from '../../api/save-settings';
import styles from '../admin.module.css';
import { useAdminErrors } from '../layout/admin-errors';
import { LoadFailed, useReportFailure } from '../parts/admin-list';
import { fieldErrorsOf } from '../parts/server-errors';
import { parseTrialDays } from './trial-days';

type Field = 'supportPhone' | 'supportEmail' | 'privacyEmail' | 'freeTrialDays';
type Errors = Partial<Record<Field, string>>;

/** The e-mail contacts: each is shown to people wherever it is used, and left blank hides those links. */
const EMAIL_FIELDS = [
  { field: 'supportEmail', label: 'E-mail do suporte (Fale conosco, Termos de Uso)' },
  { field: 'privacyEmail', label: 'E-mail do encarregado de dados (Política de Privacidade)' },
] as const;

type ContactEmails = { supportEmail: string; privacyEmail: string };

interface ContactFieldsProps {
  phone: string;
  emails: ContactEmails;
  errors: Errors;
  onPhone: (phone: string) => void;
  onEmails: (update: (current: ContactEmails) => ContactEmails) => void;
}

/**
 * The contacts (support WhatsApp as digits with country code, support e-mail, the data-protection officer's
 * e-mail; a blank one hides its links) and the free trial of new accounts (0 to 90 days).
 */
export function GeneralSettingsForm() {
  const id = useId();
  const settings = useAppSettings();
  const save = useSaveSettings();
  const { report } = useAdminErrors();
  const [phone, setPhone] = useState('');
  const [emails, setEmails] = useState({ supportEmail: '', privacyEmail: '' });
  const [trialDays, setTrialDays] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  useReportFailure(settings, adminMessages.settingsLoadFailed);
  useEffect(() => {
    if (!settings.data) return;
    setPhone(settings.data.supportPhone);
    setEmails({ supportEmail: settings.data.supportEmail, privacyEmail: settings.data.privacyEmail });
    setTrialDays(String(settings.data.freeTrialDays));
  }, [settings.data]);

  if (!settings.data) {
    return settings.isError ? (
      <LoadFailed message={adminMessages.settingsLoadFailed} onRetry={settings.refetch} />
    ) : (
      <SkeletonRows height="3rem" />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank is a mistake, not 0 days; the server checks the range.
    const freeTrialDays = parseTrialDays(trialDays);
    if (freeTrialDays === undefined) return setErrors({ freeTrialDays: adminMessages.trialDays });
    setErrors({});
    save.mutate(
      { supportPhone: phone.replace(/\D/g, ''), ...emails, freeTrialDays },
      {
        onSuccess: () => showToast('Configurações salvas.'),
        onError: (error) => {
          if (isApiError(error))
            setErrors(
              fieldErrorsOf(error, ['supportPhone', 'supportEmail', 'privacyEmail', 'freeTrialDays']),
            );
          report(adminMessages.settingsSaveFailed, error);
        },
      },
    );
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Geral
      </h2>
      <p className="muted">
        Os contatos aparecem para as pessoas onde são usados. Um contato em branco esconde os botões e links
        que o usariam.
      </p>
      <div className={styles.formGrid}>
        <ContactFields
          phone={phone}
          emails={emails}
          errors={errors}
          onPhone={setPhone}
          onEmails={setEmails}
        />
        <TextField
          label="Dias de teste grátis (0 a 90, para novos cadastros)"
          inputMode="numeric"
          value={trialDays}
          error={errors.freeTrialDays}
          onChange={(event) => setTrialDays(event.target.value)}
        />
      </div>
      <div>
        <Button type="submit" variant="primary" loading={save.isPending} loadingLabel="Salvando...">
          Salvar configurações
        </Button>
      </div>
    </form>
  );
}

/** The support WhatsApp and the two e-mails. */
function ContactFields({ phone, emails, errors, onPhone, onEmails }: ContactFieldsProps) {
  return (
    <>
      <TextField
        label="WhatsApp do suporte (DDI + DDD + número)"
        inputMode="tel"
        autoComplete="off"
        placeholder="5511999998888"
        value={phone}
        error={errors.supportPhone}
        onChange={(event) => onPhone(event.target.value)}
      />
      {EMAIL_FIELDS.map(({ field, label }) => (
        <TextField
          key={field}
          label={label}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={emails[field]}
          error={errors[field]}
          onChange={(event) => onEmails((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
    </>
  );
}
