import { PROFILE_PICTURE_TYPES, profilePictureError } from '@phonekade/shared/users/profile.schemas';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { localizeMessage, updateErrorText } from '../profile-messages.ts';
import type { ProfileUser } from '../profile.types.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Avatar({ user, size = 'lg' }: { user: ProfileUser; size?: 'lg' | 'sm' }) {
  const [broken, setBroken] = useState(false);
  const box = size === 'lg' ? 'h-28 w-28 text-4xl sm:h-32 sm:w-32' : 'h-10 w-10 text-base';
  if (user.profilePicture && !broken) {
    return (
      <img
        src={imageUrl(user.profilePicture)}
        alt={user.name}
        onError={() => setBroken(true)}
        className={`${box} rounded-full border-4 border-white bg-slate-100 object-cover shadow-md`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={user.name}
      className={`${box} flex items-center justify-center rounded-full border-4 border-white bg-emerald-100 font-bold text-emerald-800 shadow-md`}
    >
      {initials(user.name)}
    </span>
  );
}

/** A picked file and the address its preview is drawn from (released when the dialog closes). */
interface PickedPhoto {
  file: File;
  previewUrl: string;
}

/**
 * Profile photo: pick a file, check it (5MB, JPEG/PNG/WebP), preview it in a confirm
 * dialog, then Update (multipart PUT) or Cancel.
 */
export function ProfilePhoto({ user }: { user: ProfileUser }) {
  const t = useT();
  const updateProfile = useUpdateProfile();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [updateError, setUpdateError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (picked) URL.revokeObjectURL(picked.previewUrl);
    setPicked(null);
    setUpdateError(null);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.currentTarget.value = '';
    if (!file) return;
    const problem = profilePictureError(file);
    if (problem) {
      setPickError(localizeMessage(problem));
      return;
    }
    setPickError(null);
    setUpdateError(null);
    setPicked({ file, previewUrl: URL.createObjectURL(file) });
  };

  const cancel = () => {
    if (!busy) close();
  };

  const update = async () => {
    if (!picked || busy) return;
    setBusy(true);
    setUpdateError(null);
    const body = new FormData();
    body.append('profilePicture', picked.file);
    try {
      await updateProfile.mutateAsync(body);
      toast.success(t('profile.photo.updated'));
      close();
    } catch (error) {
      setUpdateError(updateErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center">
      <div className="relative">
        <Avatar user={user} />
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="absolute right-0 bottom-1 flex h-10 w-10 items-center justify-center rounded-full border-2 border-white bg-emerald-700 text-white shadow hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          aria-label={t('profile.photo.change')}
          title={t('profile.photo.change')}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
        </button>
        <input
          ref={input}
          type="file"
          accept={PROFILE_PICTURE_TYPES.join(',')}
          onChange={pick}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('profile.photo.change')}
          data-testid="profile-photo-input"
        />
      </div>
      {pickError ? (
        <p role="alert" className="mt-3 max-w-60 text-center text-sm text-red-600">
          {pickError}
        </p>
      ) : null}
      <Modal
        open={picked !== null}
        title={t('profile.photo.confirmTitle')}
        onClose={cancel}
        footer={
          <>
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              {t('profile.photo.cancel')}
            </Button>
            <Button onClick={() => void update()} disabled={busy} aria-busy={busy}>
              {busy ? (
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                  aria-hidden
                />
              ) : null}
              {busy ? t('profile.photo.updating') : t('profile.photo.update')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col items-center gap-4">
          {picked ? (
            <img
              src={picked.previewUrl}
              alt={t('profile.photo.previewAlt')}
              className="h-48 w-48 rounded-full border-4 border-emerald-100 object-cover shadow"
            />
          ) : null}
          <p className="text-center text-sm text-slate-600">{t('profile.photo.confirmText')}</p>
          {updateError ? (
            <p
              role="alert"
              className="w-full rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {updateError}
            </p>
          ) : null}
        </div>
      </Modal>
    </div>
  );
}
