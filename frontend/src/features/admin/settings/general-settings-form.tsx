import { adminMessages } from '@pele/shared/schemas/admin';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorAria, FieldError } from '../../../components/form-field';
import { SkeletonRows } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import styles from '../admin.module.css';
import { useAppSettings, useSaveSettings } from '../api/admin-api';
import { LoadFailed, useReportFailure } from '../parts/admin-list';
import { useAdminErrors } from '../shell/admin-errors';
import { parseTrialDays } from './trial-days';

type Errors = Partial<Record<'supportPhone' | 'freeTrialDays', string>>;

/** The support WhatsApp (digits with country code) and the free trial of new accounts (0 to 90 days). */
export function GeneralSettingsForm() {
  const id = useId();
  const settings = useAppSettings();
  const save = useSaveSettings();
  const { report } = useAdminErrors();
  const [phone, setPhone] = useState('');
  const [trialDays, setTrialDays] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  useReportFailure(settings, adminMessages.settingsLoadFailed);
  useEffect(() => {
    if (!settings.data) return;
    setPhone(settings.data.supportPhone);
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
      { supportPhone: phone.replace(/\D/g, ''), freeTrialDays },
      {
        onSuccess: () => showToast('Configurações salvas.'),
        onError: (error) => {
          if (isApiError(error))
            setErrors({
              supportPhone: error.fieldError('supportPhone'),
              freeTrialDays: error.fieldError('freeTrialDays'),
            });
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
      <div className={styles.formGrid}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-phone`}>
            WhatsApp do suporte (DDI + DDD + número)
          </label>
          <input
            id={`${id}-phone`}
            className="input"
            inputMode="tel"
            autoComplete="off"
            placeholder="5511999998888"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            {...errorAria(`${id}-phone-error`, errors.supportPhone)}
          />
          <FieldError id={`${id}-phone-error`} message={errors.supportPhone} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-trial`}>
            Dias de teste grátis (0 a 90, para novos cadastros)
          </label>
          <input
            id={`${id}-trial`}
            className="input"
            inputMode="numeric"
            value={trialDays}
            onChange={(event) => setTrialDays(event.target.value)}
            {...errorAria(`${id}-trial-error`, errors.freeTrialDays)}
          />
          <FieldError id={`${id}-trial-error`} message={errors.freeTrialDays} />
        </div>
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar configurações'}
        </button>
      </div>
    </form>
  );
}
