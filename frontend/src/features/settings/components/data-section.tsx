import { PHOTO_RETENTION_DAYS } from '@pele/shared/constants';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { useMutationToast } from '../../../lib/use-mutation-toast';
import { useSignedInUser } from '../../auth';
import { hasCurrentPhotoConsent, useExportMyData, useRevokePhotoConsent } from '../../privacy';

const photoCount = (n: number) => `${n} ${n === 1 ? 'foto apagada' : 'fotos apagadas'}`;

/** Seus dados: the LGPD rights the server carries out — revoke the face-photo consent (deleting them), download. */
export function DataSection() {
  const user = useSignedInUser();
  const consented = hasCurrentPhotoConsent(user);
  const [revokeOpen, setRevokeOpen] = useState(false);
  const revocation = useRevokePhotoConsent();
  const dataExport = useExportMyData();
  const closeRevoke = () => setRevokeOpen(false);
  const revoke = useMutationToast(revocation, {
    success: ({ photosDeleted }) =>
      consented
        ? `Consentimento revogado. ${photoCount(photosDeleted)}.`
        : `Fotos do rosto apagadas: ${photoCount(photosDeleted)}.`,
    failure: 'Não foi possível apagar suas fotos. Tente novamente.',
    onError: closeRevoke,
  });
  const download = useMutationToast(dataExport, {
    success: 'Seus dados foram baixados.',
    failure: 'Não foi possível baixar seus dados. Tente novamente.',
  });

  return (
    <section aria-labelledby="settings-data" className="card stack">
      <h2 id="settings-data" className="card__title">
        Seus dados
      </h2>
      <p className="muted" data-testid="photo-consent-status">
        {consented && user?.photoConsent
          ? `Você autorizou o uso das fotos do rosto para análise em ${formatDate(user.photoConsent.givenAt)}. As fotos são apagadas ${PHOTO_RETENTION_DAYS} dias depois do envio; os resultados ficam.`
          : 'Você não autorizou o uso de fotos do rosto. Pediremos seu consentimento antes da próxima análise.'}
      </p>
      <Button variant="danger-outline" block onClick={() => setRevokeOpen(true)}>
        {consented ? 'Revogar consentimento e apagar fotos' : 'Apagar fotos do rosto'}
      </Button>
      <p className="muted">
        Baixe uma cópia de todos os seus dados em um arquivo JSON. Os links das fotos no arquivo valem por
        poucos minutos.
      </p>
      <Button
        variant="secondary"
        block
        disabled={dataExport.isPending}
        onClick={() => void download(undefined)}
      >
        {dataExport.isPending ? 'Preparando arquivo...' : 'Baixar meus dados'}
      </Button>

      <ConfirmDialog
        open={revokeOpen}
        onOpenChange={setRevokeOpen}
        title={consented ? 'Revogar consentimento?' : 'Apagar fotos do rosto?'}
        description="Todas as fotos do seu rosto guardadas para análise serão apagadas agora. Os resultados das análises continuam salvos. Para fazer uma nova análise, pediremos seu consentimento de novo."
        confirmLabel={revocation.isPending ? 'Apagando...' : 'Apagar fotos'}
        cancelLabel="Cancelar"
        tone="danger"
        busy={revocation.isPending}
        onConfirm={async () => {
          if (await revoke(undefined)) closeRevoke();
        }}
      />
    </section>
  );
}
