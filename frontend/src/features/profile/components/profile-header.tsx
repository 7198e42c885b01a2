import { feature } from '@pele/shared/messages';
import type { User } from '@pele/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { CameraIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { patchSignedInUser, setSignedInUser } from '../../auth';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadProfileImage } from '../api/upload-profile-image';
import styles from './profile-header.module.css';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

/** The server's reason, when it is about what the user typed (e.g. an e-mail already in use). */
const reasonOf = (error: unknown) => {
  if (!isApiError(error) || error.status >= 500 || error.status === 0) return '';
  return ` ${error.fieldError('email') ?? error.fieldError('name') ?? error.message}`;
};

/** Avatar with upload, and name and e-mail with inline edit (spec 2.11). A failed save reverts the fields. */
export function ProfileHeader({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const update = useUpdateProfile();

  const startEditing = () => {
    setName(user.name);
    setEmail(user.email);
    setEditing(true);
  };

  const save = async () => {
    const changes = {
      ...(name.trim() !== user.name ? { name: name.trim() } : {}),
      ...(email.trim() !== user.email ? { email: email.trim() } : {}),
    };
    setEditing(false);
    if (Object.keys(changes).length === 0) return;
    const previous = user;
    patchSignedInUser(queryClient, changes);
    try {
      setSignedInUser(queryClient, await update.mutateAsync(changes));
      showToast('Perfil atualizado com sucesso!');
    } catch (error) {
      setSignedInUser(queryClient, previous);
      setName(previous.name);
      setEmail(previous.email);
      showToast(`${feature.profileUpdateFailed}${reasonOf(error)}`, 'error');
    }
  };

  return (
    <section className={styles.profileHeader} aria-label="Seus dados">
      <AvatarUpload user={user} />
      {editing ? (
        <ProfileEditForm
          name={name}
          email={email}
          onName={setName}
          onEmail={setEmail}
          onCancel={() => setEditing(false)}
          onSave={() => void save()}
        />
      ) : (
        <div className={styles.profileHeaderIdentity}>
          <h1 className="title" data-testid="profile-name">
            {user.name || 'Usuário'}
          </h1>
          <p className="muted" data-testid="profile-email">
            {user.email}
          </p>
          <Button variant="ghost" size="small" onClick={startEditing}>
            Editar perfil
          </Button>
        </div>
      )}
    </section>
  );
}

/** The avatar, and the camera button that sends a new photo. */
function AvatarUpload({ user }: { user: User }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      showToast('Foto de perfil atualizada!');
    } catch (error) {
      showToast(
        isApiError(error) ? error.message : 'Não foi possível enviar a imagem. Tente novamente.',
        'error',
      );
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <>
      <div className={styles.profileHeaderAvatar} aria-busy={upload.isPending}>
        <Avatar name={user.name} image={user.profileImage} size="xl" />
        <button
          type="button"
          className={styles.profileHeaderCamera}
          aria-label="Alterar foto de perfil"
          disabled={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <CameraIcon />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGES}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file-input"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </div>
      {upload.isPending && (
        <p className="muted" role="status">
          Enviando foto...
        </p>
      )}
    </>
  );
}

interface ProfileEditFormProps {
  name: string;
  email: string;
  onName: (name: string) => void;
  onEmail: (email: string) => void;
  onCancel: () => void;
  onSave: () => void;
}

function ProfileEditForm({ name, email, onName, onEmail, onCancel, onSave }: ProfileEditFormProps) {
  const formId = useId();
  return (
    <form
      className={`stack ${styles.profileHeaderForm}`}
      aria-label="Editar perfil"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="field">
        <label htmlFor={`${formId}-name`} className="field__label">
          Nome
        </label>
        <input
          id={`${formId}-name`}
          className="input"
          value={name}
          autoComplete="name"
          onChange={(event) => onName(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-email`} className="field__label">
          Email
        </label>
        <input
          id={`${formId}-email`}
          className="input"
          type="email"
          value={email}
          autoComplete="email"
          onChange={(event) => onEmail(event.target.value)}
        />
      </div>
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary">
          Salvar
        </Button>
      </div>
    </form>
  );
}
